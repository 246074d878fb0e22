// HELD OUT (held-out-6), family 10 ('/j') of the appraisals, written blind (the extractor never opened).
// Either Fannie Mae Form 1073 'Individual Condominium Unit Appraisal Report' (address with a 'Unit #'
// box, project name, HOA dues, project information with the project's year built and its unit
// counts, the unit's floor and 'Square Feet of Gross Living Area Above Grade', comparables' prices and
// areas, sales comparison and income indications, the reconciliation 'as of' sentence, appraiser and
// supervisory appraiser) or Form 2055 'Exterior-Only Inspection Residential Appraisal Report' (sources
// of the physical characteristics, contract price, effective age beside year built, the three
// approaches' indications, the appraiser and supervisory appraiser side by side in two columns).
import {
  firstLayoutJ,
  COUNTY_J,
  digitsJ,
  fullJ,
  longJ,
  mdyJ,
  personJ,
  placeJ,
  plusDays,
  twoPeopleJ,
  wholeJ,
} from './families-j-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const comps = (r: Rng, value: number, gla: number) =>
  Array.from({ length: 3 }, (_, i) => ({
    no: i + 1,
    address: `${r.int(100, 9900)} ${r.pick(['Sugar Maple Ct', 'Bellweather Ave', 'Ridgeline Ter', 'Ferncliff Rd'])}`,
    price: Math.round((value * (0.9 + r.next() * 0.2)) / 500) * 500,
    gla: Math.round(gla * (0.85 + r.next() * 0.3)),
  }));

const dates = (r: Rng) => {
  const effective: Day = { y: r.int(2025, 2026), m: r.int(1, 10), d: r.int(1, 28) };
  return { effective, signed: plusDays(effective, r.int(2, 12)) };
};

const condo = (r: Rng): Generated => {
  const at = placeJ(r);
  const unit = `${r.int(2, 9)}${String(r.int(1, 24)).padStart(2, '0')}`;
  const [appraiser, supervisor] = twoPeopleJ(r);
  const hasSupervisor = r.next() < 0.5;
  const value = r.int(28, 130) * 2500;
  const gla = r.int(62, 190) * 10;
  const built = r.int(1968, 2021);
  const { effective, signed } = dates(r);
  const grid = comps(r, value, gla);
  const truth: Generated['truth'] = {
    property_address: `${at.street} Unit ${unit}, ${at.city}, ${at.st} ${at.zip}`,
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: fullJ(appraiser),
    gross_living_area: gla,
    year_built: built,
  };
  const units = r.int(24, 180);
  const project = `${r.pick(['Harborview', 'Millrace Lofts', 'Quarry Point'])} Condominium`;
  const pages: Line[][] = [
    [
      'Individual Condominium Unit Appraisal Report',
      [`File # ${digitsJ(r, 6)}`, 'Fannie Mae Form 1073'],
      'SUBJECT',
      [`Property Address ${at.street}`, `Unit # ${unit}`],
      [`City ${at.city}`, `State ${at.st}   Zip Code ${at.zip}`],
      [`Borrower ${fullJ(personJ(r))}`, `Owner of Public Record ${fullJ(personJ(r))}`],
      [`Project Name ${project}`, `Phase # 1   Census Tract ${r.int(1, 40)}.0${r.int(1, 9)}`],
      [
        `HOA $ ${r.int(18, 60) * 10} per month`,
        `R.E. Taxes $ ${r.int(1800, 7200).toLocaleString('en-US')}   Tax Year 2025`,
      ],
      'PROJECT INFORMATION',
      [`Year Built ${built}`, `Effective Age ${r.int(3, 25)}`],
      [`Total # of Units ${units}`, `Total # of Units Sold ${units - r.int(0, 4)}`],
      'UNIT DESCRIPTION',
      [`Floor # ${unit[0]}`, '# of Levels 1   Heating Type FWA'],
      `Finished area above grade contains: ${r.int(3, 6)} Rooms ${r.int(1, 3)} Bedrooms ${r.pick(['1.0', '2.0', '2.1'])} Bath(s) ${gla.toLocaleString('en-US')} Square Feet of Gross Living Area Above Grade`,
    ],
    [
      'SALES COMPARISON APPROACH',
      'FEATURE | COMPARABLE SALE # 1 | COMPARABLE SALE # 2 | COMPARABLE SALE # 3',
      `Sale Price | ${grid.map((c) => wholeJ(c.price)).join(' | ')}`,
      `Gross Living Area | ${grid.map((c) => `${c.gla.toLocaleString('en-US')} sq.ft.`).join(' | ')}`,
      `Indicated Value by Sales Comparison Approach ${wholeJ(value)}`,
      `Indicated Value by: Sales Comparison Approach ${wholeJ(value)}   Income Approach (if developed) ${wholeJ(Math.round((value * 0.96) / 500) * 500)}`,
      `Based on a complete visual inspection of the interior and exterior areas of the subject unit, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is ${wholeJ(value)}, as of ${mdyJ(effective)}, which is the date of inspection and the effective date of this appraisal.`,
      'APPRAISER',
      `Name ${fullJ(appraiser)}`,
      `Date of Signature and Report ${mdyJ(signed)}   Effective Date of Appraisal ${mdyJ(effective)}`,
      `State Certification # CR${digitsJ(r, 5)}   State ${at.st}   Expiration Date of Certification ${mdyJ({ y: 2027, m: r.int(1, 12), d: r.int(1, 28) })}`,
      'SUPERVISORY APPRAISER (ONLY IF REQUIRED)',
      hasSupervisor
        ? `Name ${fullJ(supervisor)}   Did inspect exterior of subject property from street`
        : 'Name ______________________',
    ],
  ];
  return { truth, pages };
};

const exteriorOnly = (r: Rng): Generated => {
  const at = placeJ(r, undefined, r.next() < 0.5);
  const [appraiser, supervisor] = twoPeopleJ(r);
  const value = r.int(48, 240) * 2500;
  const contract = value + r.int(-6, 6) * 1000;
  const gla = r.int(95, 340) * 10;
  const built = r.int(1924, 2019);
  const { effective, signed } = dates(r);
  const grid = comps(r, value, gla);
  const truth: Generated['truth'] = {
    property_address: `${at.street}, ${at.city}, ${at.st} ${at.zip}`,
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: fullJ(appraiser),
    gross_living_area: gla,
    year_built: built,
  };
  const pages: Line[][] = [
    [
      'Exterior-Only Inspection Residential Appraisal Report',
      [`File # ${digitsJ(r, 5)}-${digitsJ(r, 2)}`, 'Fannie Mae Form 2055'],
      `Property Address ${at.street}   City ${at.city}   State ${at.st}   Zip Code ${at.zip}`,
      [`Borrower ${fullJ(personJ(r))}`, `County ${COUNTY_J[at.city]}`],
      [`Contract Price ${wholeJ(contract)}`, `Date of Contract ${mdyJ(plusDays(effective, -r.int(10, 40)))}`],
      'IMPROVEMENTS',
      'Source(s) Used for Physical Characteristics of Property: Appraisal Files, MLS, Assessment and Tax Records, Prior Inspection',
      [
        `Units One   # of Stories ${r.int(1, 2)}`,
        `Year Built ${built}   Effective Age (Yrs) ${r.int(5, 30)}`,
      ],
      `Finished area above grade contains: ${r.int(5, 9)} Rooms ${r.int(2, 5)} Bedrooms ${r.pick(['2.0', '2.1', '3.0'])} Bath(s) ${gla.toLocaleString('en-US')} Square Feet of Gross Living Area Above Grade`,
      'SALES COMPARISON APPROACH',
      `Comparable sales range in price from ${wholeJ(Math.min(...grid.map((c) => c.price)))} to ${wholeJ(Math.max(...grid.map((c) => c.price)))}.`,
      ...grid.map(
        (c): Line =>
          `Comparable Sale # ${c.no}: ${c.address}   Sale Price ${wholeJ(c.price)}   GLA ${c.gla.toLocaleString('en-US')}`,
      ),
      `Indicated Value by: Sales Comparison Approach ${wholeJ(value)}   Cost Approach (if developed) ${wholeJ(value + r.int(2, 30) * 1000)}   Income Approach (if developed) N/A`,
    ],
    [
      'RECONCILIATION',
      `This appraisal is made "as is". Based on an exterior inspection of the subject property from at least the street, defined scope of work, statement of assumptions and limiting conditions, and appraiser's certification, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is ${wholeJ(value)}, as of ${longJ(effective)}, which is the effective date of this appraisal.`,
      ['APPRAISER', 'SUPERVISORY APPRAISER (ONLY IF REQUIRED)'],
      [`Signature ______________`, 'Signature ______________'],
      [`Name ${fullJ(appraiser)}`, `Name ${fullJ(supervisor)}`],
      [`Date of Signature and Report ${mdyJ(signed)}`, `Date of Signature ${mdyJ(plusDays(signed, 1))}`],
      [`Effective Date of Appraisal ${mdyJ(effective)}`, `State Certification # CG${digitsJ(r, 5)}`],
    ],
  ];
  return { truth, pages };
};

export const APPRAISAL_FAMILY_J: Family[] = [
  {
    id: 'appraisal/j',
    cls: 'appraisal',
    make: (r) => (firstLayoutJ(r) ? condo(r) : exteriorOnly(r)),
  },
];
