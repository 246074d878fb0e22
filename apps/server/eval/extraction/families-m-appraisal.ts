// HELD OUT (held-out-9), family 13 ('/m') of the appraisals, written blind (the extractor never opened).
// A community bank's real estate evaluation under the Interagency Appraisal and Evaluation
// Guidelines (a home equity or small-balance loan's collateral evaluation). Truth: the
// evaluation's market value conclusion and effective date, the evaluator who signed (not the
// reviewer), the evaluation's own living area.
import { plusDays } from './families-j-util';
import { dollarsM, fullM, longM, mdyM, numM, peopleM, placeM } from './families-m-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const BANKS = ['Piedmont Crescent Bank', 'Bonneville Savings Bank', 'Lowcountry Community Bank'];

const evaluation = (r: Rng): Generated => {
  const [evaluator, reviewer, owner] = peopleM(r, 3);
  const at = placeM(r);
  const gla = r.int(95, 310) * 10 + r.int(0, 9);
  const built = r.int(1948, 2019);
  const perSf = r.int(130, 290);
  const value = Math.round((gla * perSf) / 1000) * 1000;
  const effective: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const report = plusDays(effective, r.int(2, 9));
  const basement = r.next() < 0.5 ? r.int(30, 90) * 10 : 0;
  const truth: Generated['truth'] = {
    property_address: `${at.street}, ${at.city}, ${at.st} ${at.zip}`,
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: fullM(evaluator!),
    gross_living_area: gla,
    year_built: built,
  };
  const comps = Array.from({ length: 3 }, () => {
    const area = gla + r.int(-25, 25) * 10;
    return {
      p: placeM(r, [
        { city: at.city, st: at.st, state: at.state, county: at.county, zip: [+at.zip, +at.zip] },
      ]),
      area,
      price: Math.round((area * (perSf + r.int(-15, 15))) / 500) * 500,
      sold: plusDays(effective, -r.int(20, 170)),
    };
  });
  const avm = Math.round((value * r.int(88, 114)) / 100 / 100) * 100;
  const bank = r.pick(BANKS);
  const pages: Line[][] = [
    [
      'REAL ESTATE EVALUATION',
      'Prepared under the Interagency Appraisal and Evaluation Guidelines (December 2010). This evaluation is not an appraisal.',
      [`Lender: ${bank}`, `Loan No.: ${numM(r, 10)}`],
      [
        `Intended use: ${r.pick(['home equity line of credit', 'small-balance rental refinance', 'second mortgage'])}`,
        `Order date: ${mdyM(plusDays(effective, -r.int(3, 12)))}`,
      ],
      'SUBJECT PROPERTY',
      'Property location',
      at.street,
      `${at.city}, ${at.st} ${at.zip}`,
      [`County: ${at.county}`, `Parcel ID: ${numM(r, 3)}-${numM(r, 3)}-${numM(r, 3)}`],
      [`Owner of record: ${fullM(owner!)}`, `Occupancy: ${r.pick(['Owner', 'Tenant'])}`],
      'PROPERTY CHARACTERISTICS (exterior inspection; interior per owner and county records)',
      'Year Built | Living Area (sq ft) | Bedrooms | Baths | Basement (sq ft) | Site | Garage',
      `${built} | ${gla.toLocaleString('en-US')} | ${r.int(2, 5)} | ${r.pick(['1.0', '2.0', '2.5', '3.0'])} | ${basement ? basement.toLocaleString('en-US') : 'None'} | ${(r.int(12, 60) / 100).toFixed(2)} ac | ${r.pick(['2-car attached', '1-car detached', 'Carport'])}`,
      `Condition: ${r.pick(['Average', 'Good'])}. No adverse conditions observed from the street.`,
      'MARKET DATA - COMPARABLE SALES',
      'Address | Sale Date | Sale Price | Living Area | $ / sq ft',
      ...comps.map(
        (c): Line =>
          `${c.p.street}, ${c.p.city} | ${mdyM(c.sold)} | ${dollarsM(c.price)} | ${c.area.toLocaleString('en-US')} | $${Math.round(c.price / c.area)}`,
      ),
    ],
    [
      `Real Estate Evaluation - ${at.street}, ${at.city} (continued)`,
      'SUPPORTING DATA (for reference only; not relied upon)',
      [
        `Automated valuation model (${r.pick(['Collateral Analytics', 'HouseCanary'])})`,
        `${dollarsM(avm)}   FSD ${(r.int(6, 14) / 100).toFixed(2)}`,
      ],
      [
        `${effective.y - 1} county assessed value`,
        dollarsM(Math.round((value * r.int(60, 85)) / 100 / 100) * 100),
      ],
      [
        `Prior sale of subject`,
        `${dollarsM(Math.round((value * r.int(55, 80)) / 100 / 1000) * 1000)} on ${mdyM({ y: r.int(2008, 2021), m: r.int(1, 12), d: r.int(1, 28) })}`,
      ],
      'VALUE CONCLUSION',
      `Based on the comparable sales above, adjusted for differences in size, age and condition, the evaluator's opinion of the market value of the subject property as of ${longM(effective)} is ${dollarsM(value)}.`,
      ['Market value conclusion', dollarsM(value)],
      ['Date of inspection / effective date', mdyM(effective)],
      ['Date of report', mdyM(report)],
      'EVALUATOR',
      `Prepared by: ${fullM(evaluator!)}, Certified Residential Appraiser, License No. ${at.st}-${numM(r, 6)}, independent of the loan production function.`,
      `Reviewed by: ${fullM(reviewer!)}, Collateral Review Officer, ${bank}, on ${mdyM(plusDays(report, r.int(1, 5)))}.`,
    ],
  ];
  return { truth, pages };
};

export const APPRAISAL_FAMILY_M: Family[] = [{ id: 'appraisal/m', cls: 'appraisal', make: evaluation }];
