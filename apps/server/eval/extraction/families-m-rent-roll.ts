// HELD OUT (held-out-9), family 13 ('/m') of the rent rolls, written blind (the extractor never
// opened). Either the rent roll of a multifamily broker's offering memorandum (Marcus & Millichap /
// Berkadia style) or a manufactured home community's lot rent roll. Truth: every unit or lot (a
// rent-free manager's unit is occupied), the vacant ones, the current rent actually charged (not
// market or pro forma; lot rent plus the rent of park-owned homes, not utilities).
import { plusDays } from './families-j-util';
import { dollarsM, firstLayoutM, fullM, lineM, longM, personM, placeM, sumM, usdM } from './families-m-util';
import { MONTHS, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const TYPES: [string, number, number][] = [
  ['Studio', 460, 895],
  ['1 Bd / 1 Ba', 640, 1095],
  ['2 Bd / 1 Ba', 860, 1325],
  ['2 Bd / 2 Ba', 990, 1450],
];
const BROKERS = ['Crestline Multifamily Advisors', 'Harbor & Vine Investment Sales'];
const monYr = (t: Day) => `${MONTHS[t.m - 1]!.slice(0, 3)}-${String(t.y).slice(2)}`;

const offering = (r: Rng): Generated => {
  const at = placeM(r);
  const name = `${at.street.split(' ').slice(1, -1).join(' ')} ${r.pick(['Apartments', 'Flats', 'Commons'])}`;
  const asOf: Day = { y: 2026, m: r.int(1, 10), d: 1 };
  const n = r.int(6, 14);
  const kinds = TYPES.slice(r.int(0, 1), r.int(3, 4));
  const managerUnit = n > 9 && r.next() < 0.6 ? r.int(0, n - 1) : -1;
  const units = Array.from({ length: n }, (_, i) => {
    const [type, sf, base] = kinds[i % kinds.length]!;
    const market = base + r.int(0, 4) * 25;
    const vacant = i !== managerUnit && r.next() < 0.18;
    const manager = i === managerUnit;
    const rent = vacant || manager ? 0 : market - r.int(0, 8) * 25;
    const since = plusDays(asOf, -r.int(40, 2400));
    const expires: Day | null = r.next() < 0.25 ? null : { ...plusDays(asOf, r.int(20, 400)), d: 1 };
    return {
      no: `${100 * (1 + Math.floor(i / 4)) + (i % 4) + 1}`,
      type,
      sf: sf + r.int(-2, 4) * 10,
      market,
      vacant,
      manager,
      rent,
      since,
      expires,
    };
  });
  const vacant = units.filter((u) => u.vacant).length;
  const rent = sumM(units, (u) => u.rent);
  const truth: Generated['truth'] = {
    property_address: lineM(at),
    unit_count: n,
    vacant_units: vacant,
    total_monthly_rent: rent,
  };
  const market = sumM(units, (u) => u.market);
  const sf = sumM(units, (u) => u.sf);
  const broker = r.pick(BROKERS);
  const agent = fullM(personM(r));
  const price = Math.round((rent * 12 * r.int(11, 15)) / 25000) * 25000;
  const footer = `${broker} | ${name} | This information has been secured from sources we believe to be reliable, but we make no representations or warranties.`;
  const perSf = (x: number, area: number) => `$${(x / area).toFixed(2)}`;
  const pages: Line[][] = [
    [
      'OFFERING MEMORANDUM',
      name.toUpperCase(),
      `${n}-Unit Multifamily Investment Opportunity`,
      lineM(at),
      ['Offering Price', dollarsM(price)],
      ['Price / Unit', dollarsM(price / n)],
      ['Year Built', String(r.int(1962, 1998))],
      ['Lot Size', `${(r.int(18, 70) / 100).toFixed(2)} Acres`],
      `Exclusively listed by ${agent}, Senior Associate, ${broker}   License ${r.int(100000, 999999)}`,
      footer,
    ],
    [
      'RENT ROLL',
      `${name} | ${lineM(at)} | As of ${longM(asOf)}`,
      'Unit | Unit Type | SF | Tenant Since | Lease Exp. | Current Rent | Rent / SF | Market Rent',
      ...units.map(
        (u): Line =>
          `${u.no} | ${u.type} | ${u.sf} | ${u.vacant ? 'Vacant' : u.manager ? "Manager's Unit" : monYr(u.since)} | ${u.vacant || u.manager ? '-' : u.expires ? monYr(u.expires) : 'MTM'} | ${u.rent ? dollarsM(u.rent) : '$0'} | ${u.rent ? perSf(u.rent, u.sf) : '-'} | ${dollarsM(u.market)}`,
      ),
      `TOTAL / AVERAGE | ${n} Units | ${sf.toLocaleString('en-US')} | | | ${dollarsM(rent)} | ${perSf(
        rent,
        sf -
          sumM(
            units.filter((u) => !u.rent),
            (u) => u.sf,
          ),
      )} | ${dollarsM(market)}`,
      ...(managerUnit >= 0
        ? [
            `Note: Unit ${units[managerUnit]!.no} is occupied by the on-site manager rent-free as part of compensation.`,
          ]
        : []),
      footer,
    ],
    [
      'UNIT MIX SUMMARY',
      'Unit Type | # of Units | Avg SF | Avg Current Rent | Monthly Current | Avg Market Rent | Monthly Market',
      ...kinds
        .map(([type]) => units.filter((u) => u.type === type))
        .filter((group) => group.length)
        .map((group): Line => {
          const paid = group.filter((u) => u.rent);
          const current = sumM(group, (u) => u.rent);
          const mkt = sumM(group, (u) => u.market);
          return `${group[0]!.type} | ${group.length} | ${Math.round(sumM(group, (u) => u.sf) / group.length)} | ${paid.length ? dollarsM(current / paid.length) : '-'} | ${dollarsM(current)} | ${dollarsM(mkt / group.length)} | ${dollarsM(mkt)}`;
        }),
      `Totals / Wtd. Averages | ${n} | ${Math.round(sf / n)} | | ${dollarsM(rent)} | | ${dollarsM(market)}`,
      'FINANCIAL OVERVIEW',
      `Scheduled gross income at current rents is ${dollarsM(rent * 12)} per year; at market rents the property would produce ${dollarsM(market * 12)} per year, an upside of ${dollarsM((market - rent) * 12)}. ${vacant ? `${vacant} unit${vacant > 1 ? 's are' : ' is'} currently vacant and being renovated.` : 'The property is currently 100% occupied.'}`,
      footer,
    ],
  ];
  return { truth, pages };
};

const RESIDENTS = [
  'Halvorsen',
  'Pettigrew',
  'Okafor-Lane',
  'Dominguez',
  'Whitcombe',
  'Baptiste',
  'Nguyen',
  'Raines',
];

const community = (r: Rng): Generated => {
  const at = placeM(r);
  const name = `${r.pick(['Shady Pines', 'Cottonwood Meadows', 'Sunset Ridge'])} Manufactured Home Community`;
  const month: Day = { y: 2026, m: r.int(1, 11), d: 1 };
  const n = r.int(10, 22);
  const lotRent = r.int(14, 26) * 25;
  const lots = Array.from({ length: n }, (_, i) => {
    const roll = r.next();
    const home = roll < 0.68 ? 'TOH' : roll < 0.88 ? 'POH' : 'none';
    const vacant = home === 'none' || (home === 'POH' && r.next() < 0.2);
    const homeRent = home === 'POH' && !vacant ? r.int(14, 30) * 25 : 0;
    const rent = vacant ? 0 : lotRent + r.int(0, 2) * 10;
    return {
      no: String(i + 1).padStart(2, '0'),
      who: vacant ? '' : `${r.pick(RESIDENTS)}, ${r.pick(['J.', 'M.', 'R.', 'T.', 'S.'])}`,
      home,
      vacant,
      rent,
      homeRent,
      water: vacant ? 0 : r.int(2800, 7400) / 100,
      late: !vacant && r.next() < 0.12,
    };
  });
  const vacant = lots.filter((l) => l.vacant).length;
  const lotTotal = sumM(lots, (l) => l.rent);
  const homeTotal = sumM(lots, (l) => l.homeRent);
  const water = sumM(lots, (l) => l.water);
  const truth: Generated['truth'] = {
    property_address: lineM(at),
    unit_count: n,
    vacant_units: vacant,
    total_monthly_rent: lotTotal + homeTotal,
  };
  const toh = lots.filter((l) => l.home === 'TOH' && !l.vacant).length;
  const pages: Line[][] = [
    [
      name.toUpperCase(),
      [lineM(at), `Lot Rent Roll - ${MONTHS[month.m - 1]} ${month.y}`],
      `Owner: ${r.pick(['Wasatch Ridge', 'Palmetto Row'])} MHC LLC   Managed by ${fullM(personM(r))}, Community Manager`,
      'TOH = tenant-owned home (resident pays lot rent only); POH = park-owned home (lot rent plus home rent).',
      'Lot | Resident | Home | Lot Rent | Home Rent | Water/Sewer (sub-metered) | Total Billed | Status',
      ...lots.map(
        (l): Line =>
          `${l.no} | ${l.vacant ? (l.home === 'POH' ? 'VACANT - POH for rent' : 'VACANT LOT') : l.who} | ${l.home === 'none' ? '-' : l.home} | ${l.rent ? usdM(l.rent) : '-'} | ${l.homeRent ? usdM(l.homeRent) : '-'} | ${l.water ? usdM(l.water) : '-'} | ${l.vacant ? '-' : usdM(l.rent + l.homeRent + l.water)} | ${l.vacant ? 'Vacant' : l.late ? 'Delinquent' : 'Current'}`,
      ),
      `TOTALS | ${n - vacant} residents | | ${usdM(lotTotal)} | ${usdM(homeTotal)} | ${usdM(water)} | ${usdM(lotTotal + homeTotal + water)} |`,
      `Lots: ${n} total   Occupied: ${n - vacant} (${toh} TOH, ${n - vacant - toh} POH)   Vacant: ${vacant}   Occupancy ${(((n - vacant) / n) * 100).toFixed(1)}%`,
      `Base lot rent ${dollarsM(lotRent)} per month; increase of $${r.pick([15, 20, 25])} effective ${MONTHS[(month.m + 1) % 12]} 1 with 60 days' notice.`,
    ],
  ];
  return { truth, pages };
};

export const RENT_ROLL_FAMILY_M: Family[] = [
  {
    id: 'rent-roll/m',
    cls: 'rent-roll',
    make: (r) => (firstLayoutM(r) ? offering(r) : community(r)),
  },
];
