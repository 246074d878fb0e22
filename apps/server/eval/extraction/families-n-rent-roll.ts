// HELD OUT (held-out-10), family 14 ('/n') of the rent rolls, written blind (the extractor never
// opened). A purpose-built student housing property's unit rent roll as its operator exports it:
// the address split over two heading cells, floor plans as beds x baths ('4x4'), a BEDS column and
// bed counts in the summary beside the unit counts, residents per unit ('3 of 4'), market beside
// current rent, a rent per bed column in some exports, statuses Occupied / Occupied - Renewal /
// Vacant - Ready / Vacant - Make Ready, the next academic year's pre-leased rent as a distractor
// column, rows continued on a second page under a repeated header, a totals row and a summary with
// unit and bed occupancy. Truth: units (not beds), vacant units, the current monthly rent of the
// occupied units (not market, per-bed or next year's rent).
import { dollarsN, firmN, lineN, mdyN, personN, fullN, placeN, sumN } from './families-n-util';
import type { Day, Rng } from './rng';
import type { Family, Generated, Line } from './types';

const PLANS: [string, number, number, number][] = [
  ['1x1', 1, 1, 540],
  ['2x2', 2, 2, 880],
  ['3x3', 3, 3, 1190],
  ['4x4', 4, 4, 1420],
  ['4x2', 4, 2, 1310],
];

const rentRoll = (r: Rng): Generated => {
  const at = placeN(r);
  const name = r.pick(['The Quarry Lofts', 'Campus Crossing', 'Varsity Commons', 'The Yard at Oxbow']);
  const asOf: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const n = r.int(10, 24);
  const plans = PLANS.slice(r.int(0, 1), r.int(3, 5));
  const perBed = r.next() < 0.5;
  const units = Array.from({ length: n }, (_, i) => {
    const [plan, beds, baths, sf] = plans[i % plans.length]!;
    const market = beds * r.int(26, 44) * 25;
    const roll = r.next();
    const status =
      roll < 0.14
        ? 'Vacant - Ready'
        : roll < 0.22
          ? 'Vacant - Make Ready'
          : roll < 0.45
            ? 'Occupied - Renewal'
            : 'Occupied';
    const vacant = status.startsWith('Vacant');
    const rent = vacant ? 0 : market - beds * r.int(0, 4) * 10;
    const residents = vacant ? 0 : beds - (r.next() < 0.15 ? 1 : 0);
    const next = r.next() < 0.55 ? market + beds * r.int(1, 3) * 15 : 0;
    return {
      no: `${Math.floor(i / 6) + 1}${String((i % 6) + 1).padStart(2, '0')}`,
      plan,
      beds,
      baths,
      sf,
      market,
      status,
      vacant,
      rent,
      residents,
      next,
    };
  });
  const vacant = units.filter((u) => u.vacant).length;
  const rent = sumN(units, (u) => u.rent);
  const truth: Generated['truth'] = {
    property_address: lineN(at),
    unit_count: n,
    vacant_units: vacant,
    total_monthly_rent: rent,
  };
  const beds = sumN(units, (u) => u.beds);
  const leasedBeds = sumN(units, (u) => u.residents);
  const term = `${asOf.y - (asOf.m < 8 ? 1 : 0)}-${String(asOf.y + (asOf.m < 8 ? 0 : 1)).slice(2)}`;
  const nextTerm = `${asOf.y + (asOf.m < 8 ? 0 : 1)}-${String(asOf.y + (asOf.m < 8 ? 1 : 2)).slice(2)}`;
  const header = `Unit | Floor Plan | Beds/Baths | SF | Residents | Status | Market Rent | Current Rent${perBed ? ' | Rent/Bed' : ''} | Lease End | ${nextTerm} Pre-Lease Rent`;
  const row = (u: (typeof units)[number]): Line =>
    `${u.no} | ${u.plan} | ${u.beds}/${u.baths} | ${u.sf} | ${u.residents} of ${u.beds} | ${u.status} | ${dollarsN(u.market)} | ${u.rent ? dollarsN(u.rent) : '$0'}${perBed ? ` | ${u.rent ? dollarsN(u.rent / u.beds) : '-'}` : ''} | ${u.vacant ? '' : `07/31/${asOf.y + (asOf.m < 8 ? 0 : 1)}`} | ${u.next ? dollarsN(u.next) : ''}`;
  const cut = n > 14 ? Math.ceil(n / 2) : n;
  const operator = `${firmN(r)} Management`;
  const stamp = `Printed ${mdyN(asOf)} ${r.int(7, 11)}:${String(r.int(0, 59)).padStart(2, '0')} AM by ${fullN(personN(r))}`;
  const totals: Line[] = [
    `Totals | ${n} units | ${beds} beds | ${sumN(units, (u) => u.sf).toLocaleString('en-US')} | ${leasedBeds} of ${beds} | | ${dollarsN(sumN(units, (u) => u.market))} | ${dollarsN(rent)}${perBed ? ' |' : ''} | | ${dollarsN(sumN(units, (u) => u.next))}`,
    'SUMMARY',
    `Units: ${n}   Occupied: ${n - vacant}   Vacant: ${vacant}   Unit occupancy: ${(((n - vacant) / n) * 100).toFixed(1)}%`,
    `Beds: ${beds}   Leased beds: ${leasedBeds}   Bed occupancy: ${((leasedBeds / beds) * 100).toFixed(1)}%   ${nextTerm} pre-leased: ${units.filter((u) => u.next).length} units`,
    `Current term ${term}: leases run by the unit (joint and several); beds are shown for reference only.`,
    stamp,
  ];
  const pages: Line[][] = [
    [
      'RENT ROLL - UNIT DETAIL',
      [`Property: ${name}`, `As of: ${mdyN(asOf)}`],
      [`Address: ${at.street}`, `${at.city}, ${at.st} ${at.zip}`],
      [`Managed by: ${operator}`, `Term: ${term} Academic Year`],
      header,
      ...units.slice(0, cut).map(row),
      ...(cut < n ? [`Continued on page 2`] : totals),
    ],
    ...(cut < n
      ? [
          [
            `RENT ROLL - UNIT DETAIL (continued)   ${name}   As of ${mdyN(asOf)}   Page 2 of 2`,
            header,
            ...units.slice(cut).map(row),
            ...totals,
          ],
        ]
      : []),
  ];
  return { truth, pages };
};

export const RENT_ROLL_FAMILY_N: Family[] = [{ id: 'rent-roll/n', cls: 'rent-roll', make: rentRoll }];
