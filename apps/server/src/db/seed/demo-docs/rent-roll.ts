// The property's rent roll (issue 23 item 1): one row per unit of the property record (the
// commercial units too) with tenant, size, lease dates and rent, summing to the stated total.
import { oneLine, personName, rngOf, type DemoFacts } from './facts';
import { count, days, mdy, plain, usd } from './format';
import { fields, letterhead, paragraph, renderPdf, sectionTitle, table } from './layout';

type RentRollRow = {
  unit: string;
  tenant: string | null;
  beds: string;
  sqft: number;
  leaseStart: number | null;
  leaseEnd: number | null;
  rent: number;
};

const BUSINESSES = [
  'Corner Cafe LLC',
  'Bright Smile Dental',
  'Main Street Cleaners',
  'Fit Studio Inc.',
  'Urban Pharmacy',
];

export const rentRollFacts = (facts: DemoFacts) => {
  const rng = rngOf(facts, 'rent-roll');
  const p = facts.property;
  const proForma = p.type === 'Ground Up Development';
  const base = p.rentPerUnit ?? 1_200;
  const unitSf =
    p.units > 0
      ? Math.max(450, Math.round((p.sqft - p.commercialUnits * 1_400) / 1.12 / p.units / 10) * 10)
      : 0;
  const perFloor = p.units > 24 ? 12 : p.units > 8 ? 6 : 4;
  const rows: RentRollRow[] = [];
  for (let i = 0; i < p.units; i++) {
    const vacant = !proForma && p.units > 1 && rng.chance(0.08);
    const start = facts.asOfEpoch - days(rng.int(30, 700));
    rows.push({
      unit:
        p.units === 1
          ? 'Main'
          : `${Math.floor(i / perFloor) + 1}${String((i % perFloor) + 1).padStart(2, '0')}`,
      tenant: proForma ? null : vacant ? null : personName(rng),
      beds: unitSf < 700 ? '1/1' : unitSf < 1_000 ? '2/1' : '3/2',
      sqft: unitSf,
      leaseStart: proForma || vacant ? null : start,
      leaseEnd: proForma || vacant ? null : start + days(365),
      rent: vacant ? 0 : Math.round((base * (0.88 + rng.next() * 0.22)) / 5) * 5,
    });
  }
  for (let i = 0; i < p.commercialUnits; i++) {
    const start = facts.asOfEpoch - days(rng.int(200, 1_500));
    rows.push({
      unit: `C-${i + 1}`,
      tenant: proForma ? null : BUSINESSES[i % BUSINESSES.length]!,
      beds: 'Retail',
      sqft: 1_400,
      leaseStart: proForma ? null : start,
      leaseEnd: proForma ? null : start + days(365 * 5),
      rent: Math.round((base * (2 + rng.next())) / 25) * 25,
    });
  }
  const occupied = rows.filter((r) => r.rent > 0 && (r.tenant || proForma)).length;
  return {
    proForma,
    rows,
    totalRent: rows.reduce((sum, r) => sum + r.rent, 0),
    occupied,
    vacant: rows.length - occupied,
    manager: `${rng.pick(['Keystone', 'Beacon', 'Evergreen', 'Crescent'])} Property Management`,
  };
};

export const rentRollPdf = (facts: DemoFacts): Promise<Buffer> => {
  const r = rentRollFacts(facts);
  const p = facts.property;
  const title = r.proForma ? 'Pro Forma Rent Roll (projected at stabilization)' : 'Rent Roll';
  return renderPdf({ title, footer: `Rent roll - ${p.address}` }, (doc) => {
    letterhead(
      doc,
      { name: r.manager, color: '#3d5a80', lines: [`Prepared for ${facts.entity.name}`] },
      title,
      `As of ${mdy(facts.asOfEpoch - days(3))}`,
    );
    fields(doc, [
      ['Property', oneLine(p)],
      ['Property Type', p.type],
      ['Total Units', count(r.rows.length)],
    ]);
    if (r.rows.length === 0) {
      paragraph(doc, 'The property is vacant land: there are no units and no leases in place.');
      fields(doc, [['Total Monthly Rent', usd(0)]]);
      return;
    }
    sectionTitle(doc, 'Units');
    table(
      doc,
      [
        { header: 'Unit', width: 45 },
        { header: 'Tenant', width: 150 },
        { header: 'Bed/Bath', width: 55 },
        { header: 'Sq Ft', width: 50, align: 'right' },
        { header: 'Lease Start', width: 70 },
        { header: 'Lease End', width: 70 },
        { header: 'Monthly Rent', width: 80, align: 'right' },
      ],
      [
        ...r.rows.map((row) => [
          row.unit,
          row.tenant ?? (r.proForma ? 'Projected' : 'VACANT'),
          row.beds,
          count(row.sqft),
          row.leaseStart ? mdy(row.leaseStart) : '-',
          row.leaseEnd ? mdy(row.leaseEnd) : '-',
          plain(row.rent),
        ]),
        ['Total', '', '', count(r.rows.reduce((s, row) => s + row.sqft, 0)), '', '', plain(r.totalRent)],
      ],
      { bold: [r.rows.length] },
    );
    sectionTitle(doc, 'Summary');
    fields(doc, [
      ['Occupied Units', count(r.occupied)],
      ['Vacant Units', count(r.vacant)],
      ['Occupancy', `${Math.round((r.occupied / r.rows.length) * 1000) / 10}%`],
      ['Total Monthly Rent', usd(r.totalRent)],
      ['Annualized Rent', usd(r.totalRent * 12)],
    ]);
  });
};
