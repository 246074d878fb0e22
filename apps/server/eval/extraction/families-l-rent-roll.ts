// HELD OUT (held-out-8), family 12 ('/l') of the rent rolls, written blind (the extractor never
// opened). Either a MIXED-USE building's rent roll (ground-floor commercial suites in one table with
// square feet, lease dates, monthly base rent and NNN reimbursements; apartments above in another
// with market beside actual rent and statuses Occupied / Month-to-Month / Vacant / Vacant - Down;
// a subtotal per section with its unit count, then a property total over both) or a small
// landlord's spreadsheet export (the address over 'Property Address' and 'City/State/Zip' cells,
// tenant, bed/bath, move-in and lease expiration dates or 'MTM', current rent beside a PRO FORMA rent
// column, deposits, a down unit out of service and a vacant one, a totals row and an occupancy
// ratio). Truth: every unit (suites and apartments), vacant ones including down units, the rent
// actually charged (base rent of suites plus actual rent of apartments; not NNN, market or pro forma).
import { plusDays } from './families-j-util';
import {
  amtL,
  dollarsL,
  firmL,
  firstLayoutL,
  fullL,
  lineL,
  mdyL,
  personL,
  placeL,
  sumL,
  usdL,
} from './families-l-util';
import type { Day, Rng } from './rng';
import type { Family, Generated, Line } from './types';

const SHOPS = [
  'Kittiwake Coffee Roasters',
  'Northern Lights Dental, PLLC',
  'Tamarack Barber Co.',
  'Driftwood Insurance Agency',
  'Aloha Poke Bar',
];

const mixedUse = (r: Rng): Generated => {
  const name = `The ${r.pick(['Tamarack', 'Ironwood', 'Sandpiper'])} Building`;
  const at = placeL(r);
  const asOf: Day = { y: 2026, m: r.int(1, 12), d: 1 };
  const shops = Array.from({ length: r.int(2, 3) }, (_, i) => {
    const sf = r.int(9, 30) * 100;
    const vacant = i > 0 && r.next() < 0.3;
    return {
      suite: `${100 + i * 2 + 1}`,
      tenant: vacant ? 'VACANT' : SHOPS[i]!,
      sf,
      vacant,
      rent: vacant ? 0 : Math.round((sf * r.int(16, 30)) / 12),
      nnn: vacant ? 0 : Math.round((sf * r.int(3, 7)) / 12),
    };
  });
  const apts = Array.from({ length: r.int(4, 10) }, (_, i) => {
    const beds = r.int(0, 2);
    const market = 850 + beds * 275 + r.int(0, 6) * 25;
    const roll = r.next();
    const status =
      roll < 0.62 ? 'Occupied' : roll < 0.78 ? 'Month-to-Month' : roll < 0.9 ? 'Vacant' : 'Vacant - Down';
    const occupied = !status.startsWith('Vacant');
    return {
      apt: `${200 + Math.floor(i / 4) * 100 + (i % 4) + 1}`,
      type: beds ? `${beds}BR/1BA` : 'Studio',
      sf: 420 + beds * 260 + r.int(0, 8) * 10,
      status,
      market,
      rent: occupied ? market - r.int(0, 4) * 25 : 0,
    };
  });
  const vacant =
    shops.filter((s) => s.vacant).length + apts.filter((a) => a.status.startsWith('Vacant')).length;
  const shopRent = sumL(shops, (s) => s.rent);
  const aptRent = sumL(apts, (a) => a.rent);
  const count = shops.length + apts.length;
  const truth: Generated['truth'] = {
    property_address: lineL(at),
    unit_count: count,
    vacant_units: vacant,
    total_monthly_rent: shopRent + aptRent,
  };
  const pages: Line[][] = [
    [
      'RENT ROLL - MIXED USE',
      [name, `Rent roll date: ${mdyL(asOf)}`],
      [lineL(at), `Owner: ${firmL(r)} LLC`],
      `Zoning: ${r.pick(['CB - Central Business', 'MU-2 Mixed Use'])}   Building area ${(sumL(shops, (s) => s.sf) + sumL(apts, (a) => a.sf)).toLocaleString('en-US')} SF   Stories: ${apts.length > 4 ? 3 : 2}`,
      'COMMERCIAL (GROUND FLOOR)',
      'Suite | Tenant | SF | Lease Start | Lease End | Monthly Base Rent | Monthly NNN Reimb. | Status',
      ...shops.map((s): Line => {
        if (s.vacant)
          return `${s.suite} | VACANT | ${s.sf.toLocaleString('en-US')} | | | - | - | Vacant (asking $${r.int(18, 28)}/SF NNN)`;
        const start: Day = { y: asOf.y - r.int(1, 5), m: r.int(1, 12), d: 1 };
        return `${s.suite} | ${s.tenant} | ${s.sf.toLocaleString('en-US')} | ${mdyL(start)} | ${mdyL(plusDays({ ...start, y: start.y + r.pick([5, 7, 10]) }, -1))} | ${usdL(s.rent)} | ${usdL(s.nnn)} | Occupied`;
      }),
      `Commercial subtotal (${shops.length} suites) | | ${sumL(shops, (s) => s.sf).toLocaleString('en-US')} | | | ${usdL(shopRent)} | ${usdL(sumL(shops, (s) => s.nnn))} |`,
      'RESIDENTIAL (UPPER FLOORS)',
      'Apt | Type | SF | Tenant | Lease End | Market Rent | Actual Rent | Status',
      ...apts.map((a): Line => {
        const occupied = !a.status.startsWith('Vacant');
        const ends =
          a.status === 'Occupied'
            ? mdyL({ y: asOf.y + 1, m: r.int(1, 12), d: 28 })
            : a.status === 'Month-to-Month'
              ? 'MTM'
              : '';
        return `${a.apt} | ${a.type} | ${a.sf} | ${occupied ? fullL(personL(r)) : a.status === 'Vacant - Down' ? '(renovation)' : ''} | ${ends} | ${usdL(a.market)} | ${occupied ? usdL(a.rent) : '$0.00'} | ${a.status}`;
      }),
      `Residential subtotal (${apts.length} units) | | ${sumL(apts, (a) => a.sf).toLocaleString('en-US')} | | | ${usdL(sumL(apts, (a) => a.market))} | ${usdL(aptRent)} |`,
      `PROPERTY TOTAL: ${count} units (${shops.length} commercial, ${apts.length} residential)   Occupied ${count - vacant}   Vacant ${vacant}`,
      `Total monthly rent (commercial base + residential actual): ${usdL(shopRent + aptRent)}   NNN reimbursements billed separately: ${usdL(sumL(shops, (s) => s.nnn))}`,
    ],
  ];
  return { truth, pages };
};

const spreadsheet = (r: Rng): Generated => {
  const at = placeL(r);
  const asOf: Day = { y: 2026, m: r.int(1, 11), d: r.int(1, 28) };
  const count = r.int(6, 12);
  const down = r.next() < 0.6 ? r.int(0, count - 1) : -1;
  const units = Array.from({ length: count }, (_, i) => {
    const beds = r.int(1, 3);
    const proForma = 700 + beds * 250 + r.int(0, 8) * 25;
    const vacant = i === down || r.next() < 0.15;
    const mtm = !vacant && r.next() < 0.25;
    return {
      no: String.fromCharCode(65 + i),
      beds,
      proForma,
      vacant,
      mtm,
      rent: vacant ? 0 : proForma - r.int(2, 8) * 25,
    };
  });
  const vacant = units.filter((u) => u.vacant).length;
  const rent = sumL(units, (u) => u.rent);
  const truth: Generated['truth'] = {
    property_address: lineL(at),
    unit_count: count,
    vacant_units: vacant,
    total_monthly_rent: rent,
  };
  const deposits = units.map((u) => (u.vacant ? 0 : r.pick([500, 750, 1000])));
  const pages: Line[][] = [
    [
      'RENT ROLL',
      ['Property Address', at.street],
      ['City/State/Zip', `${at.city}, ${at.st} ${at.zip}`],
      ['Owner', `${fullL(personL(r))}`],
      ['Current as of', mdyL(asOf)],
      'Unit | Tenant | Bed/Bath | Move-In | Lease Exp | Current Rent | Pro Forma Rent | Deposit | Notes',
      ...units.map((u, i): Line => {
        const moveIn: Day = { y: asOf.y - r.int(0, 4), m: r.int(1, 12), d: 1 };
        const note =
          i === down
            ? 'DOWN UNIT - water damage, not rentable'
            : u.vacant
              ? 'Vacant - make ready'
              : u.mtm
                ? 'Month to month'
                : '';
        return `${u.no} | ${u.vacant ? 'VACANT' : fullL(personL(r))} | ${u.beds}/1 | ${u.vacant ? '' : mdyL(moveIn)} | ${u.vacant ? '' : u.mtm ? 'MTM' : mdyL({ y: asOf.y + 1, m: r.int(1, 12), d: 28 })} | ${u.vacant ? '' : dollarsL(u.rent)} | ${dollarsL(u.proForma)} | ${deposits[i] ? dollarsL(deposits[i]!) : ''} | ${note}`;
      }),
      `TOTALS | | | | | ${dollarsL(rent)} | ${dollarsL(sumL(units, (u) => u.proForma))} | ${dollarsL(sumL(deposits, (d) => d))} |`,
      `Occupancy: ${count - vacant}/${count} = ${(((count - vacant) / count) * 100).toFixed(0)}%`,
      `Annual gross potential (pro forma) ${dollarsL(sumL(units, (u) => u.proForma) * 12)}; in-place annual rent ${amtL(rent * 12)}.`,
      'Tenants pay electric; owner pays water, sewer and trash.',
    ],
  ];
  return { truth, pages };
};

export const RENT_ROLL_FAMILY_L: Family[] = [
  {
    id: 'rent-roll/l',
    cls: 'rent-roll',
    make: (r) => (firstLayoutL(r) ? mixedUse(r) : spreadsheet(r)),
  },
];
