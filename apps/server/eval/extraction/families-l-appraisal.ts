// HELD OUT (held-out-8), family 12 ('/l') of the appraisals, written blind (the extractor never opened).
// Either a Fannie Mae Form 1004C 'Manufactured Home Appraisal Report' (the subject line 'Property
// Address ... City ... State ... Zip Code' on one row, the home's manufacturer, model, serial number
// and HUD label numbers, 'Year Manufactured' as the year built, size as length x width beside the
// gross living area, a cost approach with a published cost-service value, the indicated values by
// the sales comparison and cost approaches, the reconciliation sentence 'as of ... which is the date
// of inspection and the effective date', appraiser and an optional supervisory appraiser one after
// the other) or a commercial lender's income-property 'Appraisal Summary' sheet (property, address,
// type, year built, gross building area beside net rentable area, units, occupancy, NOI and cap
// rate, a VALUE CONCLUSIONS table of premise / interest / date of value / value with the As Is value
// and a prospective value upon stabilization, prepared by a certified general appraiser and reviewed
// by the bank's chief appraiser). Truth: the As Is value and its date, the appraiser who prepared the
// report (not the reviewer), a commercial property's gross building area as its living area.
import { plusDays } from './families-j-util';
import {
  dollarsL,
  firmL,
  firstLayoutL,
  fullL,
  lineL,
  mdyL,
  numL,
  capsL,
  peopleL,
  personL,
  placeL,
} from './families-l-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const area = (n: number) => n.toLocaleString('en-US');
const when = (r: Rng) => {
  const effective: Day = { y: r.int(2025, 2026), m: r.int(1, 11), d: r.int(1, 28) };
  return { effective, signed: plusDays(effective, r.int(2, 12)) };
};

const manufactured = (r: Rng): Generated => {
  const at = placeL(r);
  const [appraiser, supervisor] = peopleL(r, 2);
  const value = r.int(24, 110) * 2500;
  const width = r.pick([14, 16, 28, 32]);
  const length = r.pick([56, 60, 64, 68, 72, 76]);
  const gla = width * length;
  const built = r.int(1994, 2021);
  const { effective, signed } = when(r);
  const truth: Generated['truth'] = {
    property_address: lineL(at),
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: fullL(appraiser!),
    gross_living_area: gla,
    year_built: built,
  };
  const cost = value + r.int(2, 18) * 1000;
  const supervised = r.next() < 0.4;
  const pages: Line[][] = [
    [
      'Manufactured Home Appraisal Report',
      [`File # MH-${numL(r, 5)}`, 'Fannie Mae Form 1004C'],
      `Property Address ${at.street}   City ${at.city}   State ${at.st}   Zip Code ${at.zip}`,
      [`Borrower ${fullL(personL(r))}`, `County ${at.county}`],
      [
        `Lender/Client ${r.pick(['Kenai Peninsula Community Bank', 'Tamarack Home Lending'])}`,
        `Assignment Type Purchase Transaction`,
      ],
      [
        `Contract Price ${dollarsL(value - r.int(0, 4) * 1000)}`,
        `Date of Contract ${mdyL(plusDays(effective, -r.int(15, 40)))}`,
      ],
      'MANUFACTURED HOME',
      [
        `Manufacturer's Name ${r.pick(['Clayton Homes', 'Champion Home Builders', 'Skyline Champion', 'Palm Harbor Homes'])}`,
        `Trade/Model Name ${r.pick(['Sandpiper', 'Tamarack 2872', 'Legacy XL'])}`,
      ],
      [`Year Manufactured ${built}`, `Serial # ${capsL(r, 3)}${numL(r, 9)}${r.pick(['AB', ''])}`],
      `HUD Data Plate: Yes   HUD Label #(s) ${capsL(r, 3)}${numL(r, 6)}${width > 16 ? `, ${capsL(r, 3)}${numL(r, 6)}` : ''}`,
      [
        `Size (L x W) ${length} x ${width} ft (${width > 16 ? 'multi-section' : 'single-wide'})`,
        `Gross Living Area ${area(gla)} sq.ft.`,
      ],
      `Rooms ${r.int(4, 7)}   Bedrooms ${r.int(2, 4)}   Bath(s) ${r.pick(['1.0', '2.0'])}   Foundation: ${r.pick(['permanent concrete runners', 'perimeter block with piers'])}, towing hitch removed`,
      `Site ${(r.int(15, 90) / 100).toFixed(2)} ac   Effective Age ${r.int(5, 20)} Yrs   Remaining Economic Life ${r.int(25, 50)} Yrs`,
    ],
    [
      'COST APPROACH TO VALUE',
      `Cost Service Used: NADA Manufactured Housing Cost Guide   Depreciated cost of the home ${dollarsL(Math.round(cost * 0.7))}   Site value ${dollarsL(Math.round(cost * 0.3))}`,
      `Indicated Value by Cost Approach $ ${area(cost)}`,
      'SALES COMPARISON APPROACH',
      `Comparable 1 ${dollarsL(value + r.int(-9, 9) * 1000)}   Comparable 2 ${dollarsL(value + r.int(-9, 9) * 1000)}   Comparable 3 ${dollarsL(value + r.int(-9, 9) * 1000)}`,
      `Indicated Value by: Sales Comparison Approach $ ${area(value)}   Cost Approach $ ${area(cost)}   Income Approach $ N/A`,
      `RECONCILIATION: Based on a complete visual inspection of the interior and exterior areas of the subject property, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is $ ${area(value)}, as of ${mdyL(effective)}, which is the date of inspection and the effective date of this appraisal.`,
      'APPRAISER',
      `Name ${fullL(appraiser!)}`,
      `Company Name ${r.pick(['Northern Plains Valuation', 'Bluegrass Appraisal Co.'])}`,
      `Date of Signature and Report ${mdyL(signed)}   State Certification # ${numL(r, 6)}`,
      'SUPERVISORY APPRAISER (ONLY IF REQUIRED)',
      `Name ${supervised ? fullL(supervisor!) : ''}`,
      `Did inspect exterior of subject property [${supervised ? 'X' : ' '}]   Did not inspect [${supervised ? ' ' : 'X'}]`,
    ],
  ];
  return { truth, pages };
};

const summary = (r: Rng): Generated => {
  const at = placeL(r);
  const [appraiser, reviewer] = peopleL(r, 2);
  const units = r.int(8, 48);
  const value = units * r.int(70, 160) * 1000;
  const gba = units * r.int(800, 1100) + r.int(0, 99);
  const built = r.int(1965, 2016);
  const { effective, signed } = when(r);
  const truth: Generated['truth'] = {
    property_address: lineL(at),
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: fullL(appraiser!),
    gross_living_area: gba,
    year_built: built,
  };
  const stabilized = Math.round((value * (1 + r.int(6, 18) / 100)) / 10000) * 10000;
  const cap = r.int(525, 775) / 100;
  const pages: Line[][] = [
    [
      'APPRAISAL SUMMARY',
      [
        `${r.pick(['Tamarack', 'Kittiwake', 'Red Cedar'])} ${r.pick(['Apartments', 'Commons', 'Terrace'])}`,
        `Bank Job No. ${capsL(r, 2)}-${numL(r, 6)}`,
      ],
      ['Property Address', lineL(at)],
      ['Property Type', `Multifamily - ${units > 24 ? 'Garden' : 'Walk-up'}`],
      ['Borrower / Sponsor', `${firmL(r)} LLC`],
      ['Year Built', String(built)],
      ['Gross Building Area', `${area(gba)} SF`],
      ['Net Rentable Area', `${area(Math.round(gba * 0.88))} SF`],
      ['Number of Units', String(units)],
      ['Land Area', `${(r.int(40, 400) / 100).toFixed(2)} acres`],
      ['Current Occupancy', `${r.int(72, 96)}%`],
      ['Net Operating Income (Year 1)', dollarsL(Math.round((value * cap) / 100))],
      ['Capitalization Rate', `${cap.toFixed(2)}%`],
      'VALUE CONCLUSIONS',
      'Appraisal Premise | Interest Appraised | Date of Value | Value Conclusion',
      `Market Value As Is | Fee Simple | ${mdyL(effective)} | ${dollarsL(value)}`,
      `Prospective Market Value Upon Stabilization | Fee Simple | ${mdyL({ y: effective.y + 1, m: r.int(1, 12), d: 1 })} | ${dollarsL(stabilized)}`,
      `Insurable Value | | ${mdyL(effective)} | ${dollarsL(Math.round((value * 0.72) / 1000) * 1000)}`,
      ['Date of Inspection', mdyL(plusDays(effective, -r.int(0, 2)))],
      ['Date of Report', mdyL(signed)],
      ['Prepared by', `${fullL(appraiser!)}, Certified General Real Estate Appraiser`],
      ['Appraisal Firm', r.pick(['Red Cedar Valuation Advisors', 'Hilo Bay Appraisal Group'])],
      ['Reviewed by', `${fullL(reviewer!)}, MAI, Chief Appraiser (bank review; no change to value)`],
    ],
  ];
  return { truth, pages };
};

export const APPRAISAL_FAMILY_L: Family[] = [
  {
    id: 'appraisal/l',
    cls: 'appraisal',
    make: (r) => (firstLayoutL(r) ? manufactured(r) : summary(r)),
  },
];
