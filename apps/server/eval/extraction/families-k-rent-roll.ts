// HELD OUT (held-out-7), family 11 ('/k') of the rent rolls, written blind (the extractor never
// opened). Either an Entrata-style 'Rent Roll' grouped BY UNIT STATUS (report parameters, the units
// of each group out of numeric order under 'Occupied - No Notice', 'Occupied - Notice', 'Vacant -
// Rented' with the applicant's future lease and rent beside a nil scheduled rent, 'Vacant - Unrented',
// a subtotal per group with its unit count, then a summary by status with units, percentages, market
// and scheduled rent) or a commercial (retail strip center) rent roll: suites with square feet and
// share of GLA, lease dates, monthly and annual base rent, rent per square foot, monthly CAM / NNN
// recoveries, deposits, rent steps and renewal options as notes, VACANT suites with their asking rent.
// Truth: units (suites) listed, vacant ones, the scheduled (base) monthly rent of the occupied ones.
import { firstLayoutK, amtK, fullK, lineK, mdyK, personK, placeK, usdK, sumK } from './families-k-util';
import type { Day, Rng } from './rng';
import type { Family, Generated, Line } from './types';

const STATUSES = ['Occupied - No Notice', 'Occupied - Notice', 'Vacant - Rented', 'Vacant - Unrented'];
const PLANS = [
  ['A1 - 1x1', 684],
  ['A2 - 1x1', 742],
  ['B1 - 2x2', 1016],
  ['C1 - 3x2', 1288],
] as const;

type Unit = { no: string; plan: string; sqft: number; status: string; market: number; rent: number };

const entrata = (r: Rng): Generated => {
  const name = `${r.pick(['Tanager Pointe', 'Sorrel Ridge', 'Brookhaven Commons'])} Apartments`;
  const at = placeK(r);
  const asOf: Day = { y: 2026, m: r.int(1, 11), d: r.int(1, 28) };
  const count = r.int(7, 15);
  const units: Unit[] = Array.from({ length: count }, (_, i) => {
    const [plan, sqft] = r.pick(PLANS);
    const market = 780 + Math.round(sqft / 2) + r.int(0, 6) * 15;
    const roll = r.next();
    const status =
      roll < 0.62 ? STATUSES[0]! : roll < 0.76 ? STATUSES[1]! : roll < 0.88 ? STATUSES[2]! : STATUSES[3]!;
    const occupied = status.startsWith('Occupied');
    return {
      no: `${r.int(1, 3)}-${100 * r.int(1, 3) + i + 1}`,
      plan,
      sqft,
      status,
      market,
      rent: occupied ? market - r.int(0, 5) * 20 : 0,
    };
  });
  const vacant = units.filter((u) => u.status.startsWith('Vacant')).length;
  const rent = sumK(units, (u) => u.rent);
  const truth: Generated['truth'] = {
    property_address: lineK(at),
    unit_count: count,
    vacant_units: vacant,
    total_monthly_rent: rent,
  };
  const row = (u: Unit): Line => {
    const occupied = u.status.startsWith('Occupied');
    // Leases began in the eleven months before the report's date and run for a year.
    const back = r.int(1, 11);
    const from: Day = {
      y: asOf.m - back < 1 ? asOf.y - 1 : asOf.y,
      m: ((asOf.m - back + 11) % 12) + 1,
      d: 1,
    };
    const resident =
      u.status === 'Vacant - Rented' ? `${fullK(personK(r))} (Applicant)` : occupied ? fullK(personK(r)) : '';
    return `${u.no} | ${u.plan} | ${u.sqft} | ${resident} | ${amtK(u.market)} | ${amtK(u.rent)} | ${occupied ? amtK(r.pick([300, 500, 600])) : '0.00'} | ${occupied ? mdyK(from) : ''} | ${occupied ? mdyK({ ...from, y: from.y + 1 }) : ''} | ${u.status === 'Vacant - Rented' ? `Future lease ${mdyK({ ...asOf, d: Math.min(28, asOf.d + 5) })} at ${amtK(u.market)}` : ''}`;
  };
  const header =
    'Bldg-Unit | Floor Plan | SQFT | Resident | Market Rent | Scheduled Rent | Deposit Held | Lease Start | Lease End | Notes';
  const groups = STATUSES.map((s) => ({ s, rows: units.filter((u) => u.status === s) })).filter(
    (g) => g.rows.length,
  );
  const body = groups.flatMap((g): Line[] => [
    g.s,
    ...g.rows.map(row),
    `Subtotal ${g.s} (${g.rows.length} units) | | ${sumK(g.rows, (u) => u.sqft).toLocaleString('en-US')} | | ${amtK(sumK(g.rows, (u) => u.market))} | ${amtK(sumK(g.rows, (u) => u.rent))}`,
  ]);
  const summary: Line[] = [
    'Summary by Unit Status',
    'Unit Status | Units | % of Units | Market Rent | Scheduled Rent',
    ...groups.map(
      (g): Line =>
        `${g.s} | ${g.rows.length} | ${((g.rows.length / count) * 100).toFixed(1)}% | ${amtK(sumK(g.rows, (u) => u.market))} | ${amtK(sumK(g.rows, (u) => u.rent))}`,
    ),
    `Total | ${count} | 100.0% | ${amtK(sumK(units, (u) => u.market))} | ${amtK(rent)}`,
    `Occupancy: ${count - vacant} occupied, ${vacant} vacant of ${count} units (${(((count - vacant) / count) * 100).toFixed(1)}% physical occupancy)`,
  ];
  const cut = Math.min(body.length, 12);
  const head: Line[] = [
    'Rent Roll',
    [`Property: ${name}`, `As Of Date: ${mdyK(asOf)}`],
    [lineK(at), `Generated ${mdyK({ ...asOf, d: Math.min(28, asOf.d + 1) })} 7:42 AM`],
    'Unit Status: All   Group By: Unit Status   Include Applicants: Yes',
    header,
  ];
  const pages: Line[][] =
    cut < body.length
      ? [
          [...head, ...body.slice(0, cut)],
          [`Rent Roll - ${name} - Page 2`, header, ...body.slice(cut), ...summary],
        ]
      : [[...head, ...body, ...summary]];
  return { truth, pages };
};

const TENANTS = [
  'Blue Heron Coffee Co.',
  'Summit Physical Therapy, PLLC',
  'Tanager Nail Spa',
  'Gantry Street Pizza',
  'H&R Tax Service',
  'Prairie Dental Group',
  'Quick Ship Store #214',
  'Lakeside Cleaners',
  'Sorrel Yoga Studio',
  'Verizon Authorized Retailer',
];

const commercial = (r: Rng): Generated => {
  const center = `${r.pick(['Wickham Crossing', 'Larchmont Plaza', 'Quillback Square'])} Shopping Center`;
  const at = placeK(r);
  const asOf: Day = { y: 2026, m: r.int(1, 12), d: 1 };
  const count = r.int(5, 10);
  const tenants = [...TENANTS].sort(() => r.next() - 0.5);
  const suites = Array.from({ length: count }, (_, i) => {
    const sf = r.int(9, 40) * 100;
    const vacant = i > 0 && r.next() < 0.2;
    const psf = r.int(14, 32);
    return {
      suite: `${100 + (i + 1) * 2}`,
      tenant: vacant ? 'VACANT' : tenants[i]!,
      sf,
      vacant,
      psf,
      monthly: vacant ? 0 : Math.round(((sf * psf) / 12) * 100) / 100,
      cam: vacant ? 0 : Math.round(((sf * r.int(4, 9)) / 12) * 100) / 100,
    };
  });
  const gla = sumK(suites, (s) => s.sf);
  const rent = sumK(suites, (s) => s.monthly);
  const vacant = suites.filter((s) => s.vacant).length;
  const truth: Generated['truth'] = {
    property_address: lineK(at),
    unit_count: count,
    vacant_units: vacant,
    total_monthly_rent: rent,
  };
  const rows = suites.map((s): Line => {
    if (s.vacant)
      return `${s.suite} | VACANT | ${s.sf.toLocaleString('en-US')} | ${((s.sf / gla) * 100).toFixed(1)}% | | | - | - | Asking $${s.psf}.00/SF NNN | - | -`;
    const start: Day = { y: asOf.y - r.int(1, 6), m: r.int(1, 12), d: 1 };
    const end: Day = { y: start.y + Math.max(r.pick([3, 5, 10]), asOf.y - start.y + 1), m: start.m, d: 1 };
    const note =
      r.next() < 0.5
        ? `Step ${mdyK({ ...asOf, y: asOf.y + 1 })}: ${usdK(Math.round(s.monthly * 103) / 100)}`
        : `${r.int(1, 2)} x 5-yr options`;
    return `${s.suite} | ${s.tenant} | ${s.sf.toLocaleString('en-US')} | ${((s.sf / gla) * 100).toFixed(1)}% | ${mdyK(start)} | ${mdyK(end)} | ${usdK(s.monthly)} | ${usdK(s.monthly * 12)} | $${s.psf}.00 | ${usdK(s.cam)} | ${usdK(Math.round(s.monthly))} | ${note}`;
  });
  const pages: Line[][] = [
    [
      'RENT ROLL',
      [center, `As of ${mdyK(asOf)}`],
      [lineK(at), `Owner: ${r.pick(['Sorrel Ridge Capital LLC', 'Brookhaven Estates LLC'])}`],
      `Gross Leasable Area: ${gla.toLocaleString('en-US')} SF   Year Built: ${r.int(1978, 2008)}   Parcel ${r.int(10, 99)}-${r.int(100, 999)}-${r.int(10, 99)}`,
      'Suite | Tenant | SF | % of GLA | Lease Start | Lease Exp. | Monthly Base Rent | Annual Base Rent | Rent/SF | Monthly CAM/NNN | Security Deposit | Notes',
      ...rows,
      `Occupied: ${count - vacant} suites, ${sumK(
        suites.filter((s) => !s.vacant),
        (s) => s.sf,
      ).toLocaleString('en-US')} SF (${(
        ((gla -
          sumK(
            suites.filter((s) => s.vacant),
            (s) => s.sf,
          )) /
          gla) *
        100
      ).toFixed(1)}%)   Vacant: ${vacant} ${vacant === 1 ? 'suite' : 'suites'}   Total: ${count} suites`,
      `Total Monthly Base Rent: ${usdK(rent)}   Total Annual Base Rent: ${usdK(rent * 12)}`,
      `Total Monthly CAM/NNN Recoveries: ${usdK(sumK(suites, (s) => s.cam))} (billed monthly, reconciled annually)`,
      'Rent steps and options are shown as notes and are not included in the totals above.',
    ],
  ];
  return { truth, pages };
};

export const RENT_ROLL_FAMILY_K: Family[] = [
  {
    id: 'rent-roll/k',
    cls: 'rent-roll',
    make: (r) => (firstLayoutK(r) ? entrata(r) : commercial(r)),
  },
];
