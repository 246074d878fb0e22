// HELD OUT (held-out-6), family 10 ('/j') of the rent rolls, written blind (the extractor never opened).
// Either a Rent Manager 'Rent Roll' report (property name with its short code, the address under it,
// 'As of' beside the print stamp, unit type and square feet, statuses Current / Notice Given /
// Vacant-Ready / Vacant-Not Ready, market rent beside rent, other charges, deposit and balance, a
// totals row and an occupancy summary with percentages) or a lender's 'Certified Rent Roll' form
// (Freddie Mac small-balance style: address over 'Property Address' and 'City, State, Zip' boxes,
// monthly contract rent split into the tenant's portion and the housing assistance payment, VACANT
// rows, a unit summary, the annualized rent and the borrower's certification).
import { firstLayoutJ, amtJ, fullJ, lineJ, mdyJ, personJ, placeJ, usdJ } from './families-j-util';
import type { Day, Rng } from './rng';
import type { Family, Generated, Line } from './types';

const NAMES = ['Birchwood Court', 'Millrace Commons', 'Heron Marsh Flats', 'Gatehouse Terrace'];

type Unit = {
  no: string;
  type: string;
  sqft: number;
  tenant: string;
  status: string;
  occupied: boolean;
  market: number;
  rent: number;
  other: number;
  deposit: number;
  balance: number;
  from: Day;
  to: Day;
};

const unitsOf = (r: Rng, n: number, asOf: Day): Unit[] => {
  const floor = r.int(1, 3);
  return Array.from({ length: n }, (_, i) => {
    const bedrooms = r.int(1, 3);
    const market = 650 + bedrooms * 225 + r.int(0, 8) * 25;
    const roll = r.next();
    const status =
      roll < 0.2 ? r.pick(['Vacant-Ready', 'Vacant-Not Ready']) : roll < 0.32 ? 'Notice Given' : 'Current';
    const occupied = !status.startsWith('Vacant');
    // Leases began in the eleven months before the rent roll's date and run for a year.
    const back = r.int(1, 11);
    const from: Day = {
      y: asOf.m - back < 1 ? asOf.y - 1 : asOf.y,
      m: ((asOf.m - back + 11) % 12) + 1,
      d: 1,
    };
    return {
      no: `${floor}${String(i + 1).padStart(2, '0')}`,
      type: `${bedrooms}BR/${bedrooms === 1 ? 1 : r.pick([1, 2])}BA`,
      sqft: 520 + bedrooms * 240 + r.int(0, 9) * 10,
      tenant: occupied ? fullJ(personJ(r)) : 'VACANT',
      status,
      occupied,
      market,
      rent: occupied ? market - r.int(0, 6) * 15 : 0,
      other: occupied ? r.pick([0, 0, 35, 50, 75]) : 0,
      deposit: occupied ? r.pick([500, 750, 1000]) : 0,
      balance: occupied && r.next() < 0.25 ? r.int(20, 900) : 0,
      from,
      to: { ...from, y: from.y + 1, d: 1 },
    };
  });
};

const totalsOf = (units: Unit[]) => ({
  count: units.length,
  vacant: units.filter((u) => !u.occupied).length,
  rent: units.reduce((s, u) => s + u.rent, 0),
});

const rentManager = (r: Rng): Generated => {
  const name = r.pick(NAMES);
  const code = name.replace(/[^A-Z]/g, '');
  const at = placeJ(r);
  const asOf: Day = { y: 2026, m: r.int(1, 10), d: r.pick([28, 30]) };
  const units = unitsOf(r, r.int(6, 14), asOf);
  const t = totalsOf(units);
  const truth: Generated['truth'] = {
    property_address: lineJ(at),
    unit_count: t.count,
    vacant_units: t.vacant,
    total_monthly_rent: t.rent,
  };
  const sum = (f: (u: Unit) => number) => units.reduce((s, u) => s + f(u), 0);
  const row = (u: Unit): Line =>
    `${u.no} | ${u.type} | ${u.sqft} | ${u.tenant} | ${u.status} | ${u.occupied ? mdyJ(u.from) : ''} | ${u.occupied ? mdyJ(u.to) : ''} | ${amtJ(u.market)} | ${amtJ(u.rent)} | ${amtJ(u.other)} | ${amtJ(u.deposit)} | ${amtJ(u.balance)}`;
  const header =
    'Unit | Unit Type | Sq Ft | Tenant | Status | Move-In | Lease Expires | Market Rent | Rent | Other Charges | Deposit | Balance';
  const cut = units.length > 9 ? 8 : units.length;
  const pct = Math.round(((t.count - t.vacant) / t.count) * 1000) / 10;
  const tail: Line[] = [
    `Totals: ${t.count} Units | ${sum((u) => u.sqft).toLocaleString('en-US')} Sq Ft | | | | | | ${amtJ(sum((u) => u.market))} | ${amtJ(t.rent)} | ${amtJ(sum((u) => u.other))} | ${amtJ(sum((u) => u.deposit))} | ${amtJ(sum((u) => u.balance))}`,
    'Occupancy Summary',
    `Occupied: ${t.count - t.vacant} (${pct}%)   Vacant: ${t.vacant} (${Math.round((100 - pct) * 10) / 10}%)   Total: ${t.count}`,
    `Loss to Lease: ${amtJ(sum((u) => (u.occupied ? u.market - u.rent : 0)))}   Vacancy Loss: ${amtJ(sum((u) => (u.occupied ? 0 : u.market)))}`,
  ];
  const first: Line[] = [
    'Rent Roll',
    [`${name} (${code})`, `As of: ${mdyJ(asOf)}`],
    [lineJ(at), `Printed ${mdyJ({ ...asOf, d: 2, m: Math.min(12, asOf.m + 1) })} 9:14 AM`],
    header,
    ...units.slice(0, cut).map(row),
  ];
  const pages: Line[][] =
    cut < units.length
      ? [first, [`Rent Roll - ${name} (${code}) - continued`, header, ...units.slice(cut).map(row), ...tail]]
      : [[...first, ...tail]];
  return { truth, pages };
};

const certified = (r: Rng): Generated => {
  const name = `${r.pick(NAMES)} Apartments`;
  const at = placeJ(r, undefined, true);
  const asOf: Day = { y: 2026, m: r.int(1, 10), d: 1 };
  const units = unitsOf(r, r.int(5, 12), asOf);
  const t = totalsOf(units);
  const truth: Generated['truth'] = {
    property_address: lineJ(at),
    unit_count: t.count,
    vacant_units: t.vacant,
    total_monthly_rent: t.rent,
  };
  const hap = (u: Unit) => (u.occupied && u.no.endsWith('2') ? Math.round(u.rent * 0.7) : 0);
  const pages: Line[][] = [
    [
      'CERTIFIED RENT ROLL',
      [`Property Name: ${name}`, `Date of Rent Roll: ${mdyJ(asOf)}`],
      [`Property Address: ${at.street}`, `City, State, Zip: ${at.city}, ${at.st} ${at.zip}`],
      [`Borrower: ${fullJ(personJ(r))}`, `Loan No.: ${r.int(700000, 799999)}`],
      'Unit No. | Bed/Bath | Tenant Name | Lease Start | Lease End | Monthly Contract Rent | Tenant Portion | HAP (Sec. 8) | Security Deposit',
      ...units.map((u): Line =>
        u.occupied
          ? `${u.no} | ${u.type.replace('BR/', '/').replace('BA', '')} | ${u.tenant} | ${mdyJ(u.from)} | ${mdyJ(u.to)} | ${usdJ(u.rent)} | ${usdJ(u.rent - hap(u))} | ${usdJ(hap(u))} | ${usdJ(u.deposit)}`
          : `${u.no} | ${u.type.replace('BR/', '/').replace('BA', '')} | VACANT | | | | | | `,
      ),
      [`Total Units: ${t.count}`, `Occupied Units: ${t.count - t.vacant}`],
      [
        `Vacant Units: ${t.vacant}`,
        `Physical Occupancy: ${Math.round(((t.count - t.vacant) / t.count) * 100)}%`,
      ],
      [`Total Monthly Contract Rent: ${usdJ(t.rent)}`, `Annualized: ${usdJ(t.rent * 12)}`],
      'BORROWER CERTIFICATION: The undersigned certifies that this rent roll is true, correct and complete as of the date above, that no tenant has prepaid more than one month of rent and that no concessions are in effect except as noted.',
      'Signature ______________________   Title: Managing Member',
    ],
  ];
  return { truth, pages };
};

export const RENT_ROLL_FAMILY_J: Family[] = [
  {
    id: 'rent-roll/j',
    cls: 'rent-roll',
    make: (r) => (firstLayoutJ(r) ? rentManager(r) : certified(r)),
  },
];
