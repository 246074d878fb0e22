// HELD OUT (held-out-4), family 8 ('/h') of the property documents, written blind (the extractor and
// its rules never opened): a Yardi-style 'Rent Roll with Lease Charges' export (one row per charge
// code under each unit, the rent charge beside parking, pet and utility charges, a summary by charge
// code and a summary of occupied / vacant units) or a one-row-per-unit export with its charges as
// columns; and a Fannie Mae Form 1004 or 1025 appraisal summary (address boxes, contract price,
// assessed taxes, a sales comparison grid with the comparables' prices and areas, each approach's
// indicated value, the reconciliation and the appraiser's certification block).
import { bare, digits } from './families-f-util';
import {
  dayIn,
  later,
  lineH,
  mdyH,
  monthName,
  paginate,
  plain,
  siteH,
  someoneH,
  surname,
  whole,
} from './families-h-util';
import { iso, lastDay } from './rng';
import type { Family, Generated, Line } from './types';

const COMPLEXES = ['Larkspur Commons', 'Beacon Terrace Apartments', 'Quarry Pointe Flats', 'Juniper Court'];

const rentRollH: Family = {
  id: 'rent-roll/h',
  cls: 'rent-roll',
  make: (r) => {
    const name = r.pick(COMPLEXES);
    const site = siteH(r);
    const code = name
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 6);
    const asOf = lastDay(dayIn(r, 2025, 2026));
    const count = r.int(6, 16);
    const units = Array.from({ length: count }, (_, i) => {
      const sqft = r.pick([610, 745, 880, 1020]);
      const market = Math.round((sqft * r.int(130, 190)) / 100 / 5) * 5;
      const vacant = r.next() < 0.2;
      const rent = vacant ? 0 : market - r.int(0, 8) * 5;
      return {
        unit: `${Math.floor(i / 4) + 1}${String((i % 4) + 1).padStart(2, '0')}`,
        type: `${sqft > 800 ? 2 : 1}x1`,
        sqft,
        market,
        vacant,
        rent,
        resident: vacant ? 'VACANT' : someoneH(r),
        parking: vacant || r.next() < 0.5 ? 0 : r.pick([35, 50, 75]),
        pet: vacant || r.next() < 0.7 ? 0 : 35,
        util: vacant ? 0 : r.pick([45, 55, 62.5]),
        deposit: vacant ? 0 : r.pick([500, 750, market]),
        moveIn: dayIn(r, 2019, asOf.y - 1),
      };
    });
    const occupied = units.filter((u) => !u.vacant);
    const sum = (f: (u: (typeof units)[number]) => number) => units.reduce((s, u) => s + f(u), 0);
    const truth: Generated['truth'] = {
      property_address: lineH(site),
      unit_count: count,
      vacant_units: count - occupied.length,
      total_monthly_rent: sum((u) => u.rent),
    };
    const lease = (u: (typeof units)[number]) => later(u.moveIn, 360, 372, r);
    const header = (n: number) => `Rent Roll with Lease Charges - ${name} (${code}) - Page ${n}`;
    const intro: Line[] = [
      `${name}, ${lineH(site)}`,
      `As Of = ${mdyH(asOf)}   Month Year = ${String(asOf.m).padStart(2, '0')}/${asOf.y}`,
    ];
    const charges = sum((u) => u.rent + u.parking + u.pet + u.util);
    const summary: Line[] = [
      'Summary of Charges by Charge Code',
      ['rent   Rent', bare(sum((u) => u.rent))],
      ['prk   Parking', bare(sum((u) => u.parking))],
      ['pet   Pet Rent', bare(sum((u) => u.pet))],
      ['rubs   Utility Reimbursement', bare(sum((u) => u.util))],
      ['Total', bare(charges)],
      'Summary Groups   Square Footage   Market Rent   Lease Charges   # of Units   % Unit Occupancy',
      `Occupied Units   ${plain(occupied.reduce((s, u) => s + u.sqft, 0))}   ${bare(occupied.reduce((s, u) => s + u.market, 0))}   ${bare(charges)}   ${occupied.length}   ${((100 * occupied.length) / count).toFixed(2)}`,
      `Vacant Units   ${plain(sum((u) => (u.vacant ? u.sqft : 0)))}   ${bare(sum((u) => (u.vacant ? u.market : 0)))}   0.00   ${count - occupied.length}   ${((100 * (count - occupied.length)) / count).toFixed(2)}`,
      `Totals:   ${plain(sum((u) => u.sqft))}   ${bare(sum((u) => u.market))}   ${bare(charges)}   ${count}   100.00`,
    ];
    if (r.next() < 0.5) {
      const rows: Line[] = units.flatMap((u): Line[] => {
        const codes = [
          ['rent', u.rent],
          ['prk', u.parking],
          ['pet', u.pet],
          ['rubs', u.util],
        ].filter(([, x]) => (x as number) > 0);
        const head = `${u.unit}  ${u.type}  ${u.sqft}  ${u.resident}  ${bare(u.market)}`;
        if (u.vacant) return [`${head}  (no charges)`];
        return [
          `${head}  ${codes[0]![0]}  ${bare(codes[0]![1] as number)}  ${bare(u.deposit)}  ${mdyH(u.moveIn)}  ${mdyH(lease(u))}`,
          ...codes.slice(1).map(([c, x]) => `        ${c}  ${bare(x as number)}`),
          `        total  ${bare(u.rent + u.parking + u.pet + u.util)}`,
        ];
      });
      const body: Line[] = [
        ...intro,
        'Unit  Unit Type  Unit Sq Ft  Resident  Market Rent  Charge Code  Amount  Resident Deposit  Move In  Lease Expiration',
        ...rows,
        ...summary,
      ];
      return { truth, pages: paginate(header, body, 24) };
    }
    const rows: Line[] = units.map(
      (u) =>
        `${u.unit} | ${u.vacant ? 'Vacant' : 'Occupied'} | ${u.resident} | ${u.sqft} | ${bare(u.market)} | ${bare(u.rent)} | ${bare(u.parking + u.pet)} | ${bare(u.util)} | ${bare(u.rent + u.parking + u.pet + u.util)} | ${u.vacant ? '' : mdyH(lease(u))}`,
    );
    const body: Line[] = [
      ...intro,
      'Unit | Status | Tenant | SqFt | Market | Rent (rent) | Other (prk/pet) | RUBS | Total Charges | Lease To',
      ...rows,
      `Total ${count} units | ${occupied.length} occupied | ${count - occupied.length} vacant | ${plain(sum((u) => u.sqft))} | ${bare(sum((u) => u.market))} | ${bare(sum((u) => u.rent))} | ${bare(sum((u) => u.parking + u.pet))} | ${bare(sum((u) => u.util))} | ${bare(charges)}`,
      `Economic occupancy ${((100 * sum((u) => u.rent)) / sum((u) => u.market)).toFixed(1)}%   Prior month total charges ${bare(charges - r.int(50, 900))}`,
    ];
    return { truth, pages: paginate(header, body, 24) };
  },
};

const APPRAISERS = ['Winifred Castellanos', 'Barnaby Okonkwo', 'Lorena Haverford', 'Percival Amundsen'];

const appraisalH: Family = {
  id: 'appraisal/h',
  cls: 'appraisal',
  make: (r) => {
    const s = siteH(r);
    const small = r.next() < 0.5; // Form 1025: two to four units
    const unitsN = small ? r.int(2, 4) : 1;
    const perUnit = Array.from({ length: unitsN }, () => r.int(small ? 62 : 120, small ? 110 : 340) * 10);
    const area = perUnit.reduce((a, b) => a + b, 0);
    const built = r.int(1905, 2015);
    const effective = dayIn(r, 2025, 2026);
    const signed = later(effective, 2, 12, r);
    const value = r.int(small ? 50 : 35, small ? 160 : 140) * 5000;
    const cost = value + r.int(-12, 25) * 1000;
    const income = value + r.int(-15, 15) * 1000;
    const contract = value + r.int(-6, 4) * 2500;
    const appraiser = r.pick(APPRAISERS);
    const supervisor = r.next() < 0.4 ? someoneH(r) : '';
    const truth: Generated['truth'] = {
      property_address: lineH(s),
      appraised_value: value,
      effective_date: iso(effective),
      appraiser_name: appraiser,
      gross_living_area: area,
      year_built: built,
    };
    const comps = [0, 1, 2].map(() => ({
      price: value + r.int(-30, 30) * 1000,
      gla: area + r.int(-25, 25) * 10,
      age: r.int(5, 90),
    }));
    const form = small
      ? 'Small Residential Income Property Appraisal Report'
      : 'Uniform Residential Appraisal Report';
    const pages: Line[][] = [
      [
        form,
        `File # ${digits(r, 5)}-${r.int(10, 99)}`,
        `The purpose of this summary appraisal report is to provide the lender/client with an accurate, and adequately supported, opinion of the market value of the subject property.`,
        `Property Address ${s.street}   City ${s.city}   State ${s.st}   Zip Code ${s.zip}`,
        `Borrower ${someoneH(r)}   Owner of Public Record ${surname(r)} ${r.pick(['Trust', 'Holdings LLC'])}   County ${s.county}`,
        `Assessor's Parcel # ${digits(r, 3)}-${digits(r, 3)}-${digits(r, 2)}   Tax Year ${effective.y - 1}   R.E. Taxes $ ${bare(value * 0.011)}   Assessed Value ${whole(value * 0.62)}`,
        `Contract Price $ ${plain(contract)}   Date of Contract ${mdyH(later(effective, -40, -10, r))}   Is the property seller the owner of public record? Yes`,
        `Site Area ${plain(r.int(40, 120) * 100)} sf   Zoning Classification R-${small ? 3 : 1}   Utilities Public`,
        ...(small
          ? [
              `Units ${['', '', 'Two', 'Three', 'Four'][unitsN]}   Year Built ${built}   Effective Age (Yrs) ${r.int(8, 30)}`,
              ...perUnit.map(
                (a, i) =>
                  `Unit # ${i + 1}   Rooms ${r.int(3, 5)}   Bedrooms ${r.int(1, 2)}   Baths 1.0   ${plain(a)} Square Feet of Gross Living Area`,
              ),
              `Total Gross Living Area of all units ${plain(area)} sq. ft.   Gross Building Area ${plain(area + r.int(20, 80) * 10)} sq. ft.`,
            ]
          : [
              `Units One   # of Stories ${r.int(1, 2)}   Year Built ${built}   Effective Age (Yrs) ${r.int(5, 25)}`,
              `Finished area above grade contains: ${r.int(5, 9)} Rooms  ${r.int(2, 4)} Bedrooms  ${r.int(1, 3)}.0 Bath(s)  ${plain(area)} Square Feet of Gross Living Area Above Grade`,
            ]),
      ],
      [
        'SALES COMPARISON APPROACH',
        'FEATURE | SUBJECT | COMPARABLE SALE # 1 | COMPARABLE SALE # 2 | COMPARABLE SALE # 3',
        `Sale Price | $ ${plain(contract)} | $ ${plain(comps[0]!.price)} | $ ${plain(comps[1]!.price)} | $ ${plain(comps[2]!.price)}`,
        `Gross Living Area | ${plain(area)} | ${plain(comps[0]!.gla)} | ${plain(comps[1]!.gla)} | ${plain(comps[2]!.gla)}`,
        `Actual Age | ${effective.y - built} | ${comps[0]!.age} | ${comps[1]!.age} | ${comps[2]!.age}`,
        `Indicated Value by Sales Comparison Approach $ ${plain(value)}`,
        small
          ? `INCOME APPROACH: Estimated Monthly Market Rent $ ${plain(r.int(30, 70) * 50 * unitsN)} X Gross Rent Multiplier ${r.int(90, 160)} = $ ${plain(income)} Indicated Value by Income Approach`
          : 'Indicated Value by Income Approach (if developed) $ ______',
        `Indicated Value by: Sales Comparison Approach $ ${plain(value)}   Cost Approach (if developed) $ ${plain(cost)}   Income Approach (if developed) $ ${small ? plain(income) : ''}`,
        `Based on a complete visual inspection of the interior and exterior areas of the subject property, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is $ ${plain(value)}, as of ${mdyH(effective)}, which is the date of inspection and the effective date of this appraisal.`,
      ],
      [
        'APPRAISER CERTIFICATION AND SIGNATURES',
        ['APPRAISER', 'SUPERVISORY APPRAISER (ONLY IF REQUIRED)'],
        [`Signature ____________`, 'Signature ____________'],
        [`Name ${appraiser}`, `Name ${supervisor}`],
        [`Company Name ${surname(r)} Valuation Group`, `Company Name ${supervisor ? 'Same' : ''}`],
        [
          `Date of Signature and Report ${monthName(signed)} ${signed.d}, ${signed.y}`,
          `Date of Signature ${supervisor ? mdyH(signed) : ''}`,
        ],
        [
          `Effective Date of Appraisal ${mdyH(effective)}`,
          `State Certification # ${supervisor ? digits(r, 7) : ''}`,
        ],
        [
          `State Certification # ${s.st}-${digits(r, 6)}   State ${s.st}`,
          `Expiration Date of Certification ${supervisor ? mdyH(later(signed, 100, 700, r)) : ''}`,
        ],
        [`APPRAISED VALUE OF SUBJECT PROPERTY $ ${plain(value)}`, ''],
      ],
    ];
    return { truth, pages };
  },
};

export const PROPERTY_FAMILIES_H = [rentRollH, appraisalH];
