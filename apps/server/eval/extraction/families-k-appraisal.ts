// HELD OUT (held-out-7), family 11 ('/k') of the appraisals, written blind (the extractor never opened).
// Either a Fannie Mae Form 1004 Desktop (the address as a row of labels over a row of values, contract
// price and the subject's prior sale, year built beside effective age, above-grade rooms and gross
// living area as a grid row with the basement apart, the area's source a floor plan sketch, a sales
// comparison grid with the subject's column, each approach's indication, the reconciliation
// sentence, and an attached Form 1007 comparable rent schedule with its comparables' rents and the
// indicated market rent) or a Form 2090 co-op report (Unit # box, project name, shares, monthly
// maintenance and the pro rata share of blanket financing, the building's year built and stories,
// comparables' prices with and without blanket financing, appraiser and supervisory appraiser one
// above the other). Truth: the signing appraiser, the effective date of value, a co-op's address as
// the street with ' Unit <n>', the building's year built.
import { plusDays } from './families-j-util';
import {
  dollarsK,
  firstLayoutK,
  fullK,
  mdyK,
  numK,
  peopleK,
  personK,
  placeK,
  STATE_TOWNS_K,
} from './families-k-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const STREETS = ['Alder Bend Ct', 'Sweetgrass Ln', 'Kettle Pond Rd', 'Halloway Ave'];
const comps = (r: Rng, value: number, gla: number) =>
  Array.from({ length: 3 }, () => ({
    address: `${r.int(100, 9800)} ${r.pick(STREETS)}`,
    price: Math.round((value * (0.88 + r.next() * 0.24)) / 500) * 500,
    gla: Math.round(gla * (0.85 + r.next() * 0.3)),
  }));
const when = (r: Rng) => {
  const effective: Day = { y: r.int(2025, 2026), m: r.int(1, 11), d: r.int(1, 28) };
  return { effective, signed: plusDays(effective, r.int(1, 9)) };
};
const area = (n: number) => n.toLocaleString('en-US');

const desktop = (r: Rng): Generated => {
  const at = placeK(r, [...STATE_TOWNS_K.PA!, ...STATE_TOWNS_K.WA!]);
  const appraiser = personK(r);
  const value = r.int(70, 260) * 2500;
  const gla = r.int(90, 320) * 10;
  const built = r.int(1948, 2020);
  const { effective, signed } = when(r);
  const grid = comps(r, value, gla);
  const truth: Generated['truth'] = {
    property_address: `${at.street}, ${at.city}, ${at.st} ${at.zip}`,
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: fullK(appraiser),
    gross_living_area: gla,
    year_built: built,
  };
  const contract = value + r.int(-5, 5) * 1000;
  const rent = Math.round((value * 0.0075) / 25) * 25;
  const pages: Line[][] = [
    [
      'Desktop Uniform Residential Appraisal Report',
      [`File # ${numK(r, 4)}-${numK(r, 3)}`, 'Fannie Mae Form 1004 Desktop'],
      'The purpose of this summary appraisal report is to provide the lender/client with an accurate, and adequately supported, opinion of the market value of the subject property. No inspection of the subject property was made.',
      'Property Address | City | State | Zip Code',
      `${at.street} | ${at.city} | ${at.st} | ${at.zip}`,
      [`Borrower ${fullK(personK(r))}`, `Owner of Public Record ${fullK(personK(r))}`],
      [`County ${at.county}`, `Assessor's Parcel # ${numK(r, 3)}-${numK(r, 3)}-${numK(r, 4)}`],
      [
        `Contract Price ${dollarsK(contract)}`,
        `Date of Contract ${mdyK(plusDays(effective, -r.int(12, 40)))}`,
      ],
      `Date of Prior Sale/Transfer ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(2008, 2021)}   Price of Prior Sale/Transfer ${dollarsK(Math.round((value * 0.62) / 1000) * 1000)}`,
      'IMPROVEMENTS',
      `Year Built ${built} | Effective Age (Yrs) ${r.int(2, Math.max(3, Math.min(30, effective.y - built)))} | Design (Style) ${r.pick(['Ranch', 'Colonial', 'Split Level'])}`,
      `Above Grade | Rooms ${r.int(5, 9)} | Bedrooms ${r.int(2, 5)} | Bath(s) ${r.pick(['2.0', '2.1', '3.0'])} | Gross Living Area ${area(gla)} sq.ft.`,
      `Basement ${area(r.int(40, 120) * 10)} sq.ft., ${r.pick([0, 50, 80])}% finished (not included in the gross living area)`,
      'Source of the gross living area: floor plan sketch provided by the listing agent, confirmed with public records.',
    ],
    [
      'SALES COMPARISON APPROACH',
      'FEATURE | SUBJECT | COMPARABLE SALE # 1 | COMPARABLE SALE # 2 | COMPARABLE SALE # 3',
      `Address | ${at.street} | ${grid.map((c) => c.address).join(' | ')}`,
      `Sale Price | ${dollarsK(contract)} | ${grid.map((c) => dollarsK(c.price)).join(' | ')}`,
      `Gross Living Area | ${area(gla)} | ${grid.map((c) => area(c.gla)).join(' | ')}`,
      `Adjusted Sale Price of Comparables | | ${grid.map((c) => dollarsK(c.price + r.int(-8, 8) * 1000)).join(' | ')}`,
      `Indicated Value by Sales Comparison Approach $ ${area(value)}`,
      `Indicated Value by: Sales Comparison Approach $ ${area(value)}   Cost Approach (if developed) $ ${area(value + r.int(3, 25) * 1000)}   Income Approach (if developed) $ ${area(rent * 160)}`,
      `Based on a desktop review of the subject property, the scope of work, statement of assumptions and limiting conditions, and appraiser's certification, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is $ ${area(value)}, as of ${mdyK(effective)}, which is the effective date of this appraisal.`,
      'APPRAISER',
      `Name ${fullK(appraiser)}`,
      `Company Name ${r.pick(['Keystone Valuation Group', 'Cascade Appraisal Services, LLC'])}`,
      `Date of Signature and Report ${mdyK(signed)}`,
      `Effective Date of Appraisal ${mdyK(effective)}`,
      `State Certification # ${at.st === 'PA' ? 'RL' : ''}${numK(r, 6)}   State ${at.st}`,
    ],
    [
      'Single Family Comparable Rent Schedule (Fannie Mae Form 1007)',
      'FEATURE | SUBJECT | COMPARABLE RENTAL # 1 | COMPARABLE RENTAL # 2 | COMPARABLE RENTAL # 3',
      `Monthly Rent | | ${[1, 2, 3].map(() => dollarsK(rent + r.int(-8, 8) * 25)).join(' | ')}`,
      `Gross Living Area | ${area(gla)} | ${grid.map((c) => area(c.gla)).join(' | ')}`,
      `Indicated monthly market rent of the subject: ${dollarsK(rent)} (unfurnished). Gross rent multiplier 160.`,
    ],
  ];
  return { truth, pages };
};

const coop = (r: Rng): Generated => {
  const at = placeK(r, [...STATE_TOWNS_K.IL!, ...STATE_TOWNS_K.PA!]);
  const floor = r.int(2, 11);
  const unit = `${floor}${r.pick(['A', 'B', 'C', 'D', 'F'])}`;
  const [appraiser, supervisor] = peopleK(r, 2);
  const hasSupervisor = r.next() < 0.5;
  const value = r.int(36, 150) * 2500;
  const blanket = r.int(8, 60) * 1000;
  const gla = r.int(55, 160) * 10;
  const built = r.int(1924, 1988);
  const { effective, signed } = when(r);
  const grid = comps(r, value, gla);
  const truth: Generated['truth'] = {
    property_address: `${at.street} Unit ${unit}, ${at.city}, ${at.st} ${at.zip}`,
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: fullK(appraiser!),
    gross_living_area: gla,
    year_built: built,
  };
  const pages: Line[][] = [
    [
      'Individual Cooperative Interest Appraisal Report',
      [`File # ${numK(r, 6)}`, 'Fannie Mae Form 2090'],
      'SUBJECT',
      [`Property Address ${at.street}`, `Unit # ${unit}`],
      [`City ${at.city}`, `State ${at.st}   Zip Code ${at.zip}`],
      [
        `Project Name ${r.pick(['The Halloway', 'Kettle Pond House', 'Alder Court Apartments'])} Corporation`,
        `Number of Shares ${r.int(120, 900)}`,
      ],
      [
        `Monthly Maintenance Fee $ ${area(r.int(60, 190) * 10)}`,
        `Pro Rata Share of Blanket Financing $ ${area(blanket)}`,
      ],
      'PROJECT INFORMATION',
      [`Year Built ${built}`, `# of Stories ${r.int(floor + 1, 16)}   Elevator Yes`],
      [`Total # of Units ${r.int(30, 160)}`, `# of Units Owner Occupied ${r.int(20, 30)}`],
      'UNIT DESCRIPTION',
      [`Floor # ${floor}`, 'Heating Type Steam   Cooling Window units'],
      `Finished area contains: ${Math.round(gla / 350) + 1} Rooms ${Math.max(1, Math.round(gla / 600))} Bedrooms ${r.pick(['1.0', '1.1', '2.0'])} Bath(s) ${area(gla)} Square Feet of Gross Living Area`,
    ],
    [
      'SALES COMPARISON APPROACH',
      'FEATURE | SUBJECT | COMPARABLE SALE # 1 | COMPARABLE SALE # 2 | COMPARABLE SALE # 3',
      `Sale Price | | ${grid.map((c) => dollarsK(c.price)).join(' | ')}`,
      `Sale Price + Pro Rata Share of Blanket Financing | | ${grid.map((c) => dollarsK(c.price + blanket)).join(' | ')}`,
      `Gross Living Area | ${area(gla)} | ${grid.map((c) => area(c.gla)).join(' | ')}`,
      `Indicated Value of Cooperative Interest by Sales Comparison Approach ${dollarsK(value)}`,
      `Indicated value including pro rata share of blanket financing ${dollarsK(value + blanket)}`,
      `Based on a complete visual inspection of the interior and exterior areas of the subject unit, my (our) opinion of the market value, as defined, of the cooperative interest that is the subject of this report is ${dollarsK(value)}, as of ${mdyK(effective)}, which is the date of inspection and the effective date of this appraisal.`,
      'APPRAISER',
      `Signature ______________   Name ${fullK(appraiser!)}`,
      `Date of Signature and Report ${mdyK(signed)}   Effective Date of Appraisal ${mdyK(effective)}`,
      `State Certification # ${numK(r, 3)}.${numK(r, 6)}   State ${at.st}`,
      'SUPERVISORY APPRAISER (ONLY IF REQUIRED)',
      hasSupervisor
        ? `Signature ______________   Name ${fullK(supervisor!)}   [X] Did not inspect subject property`
        : 'Signature ______________   Name ______________',
    ],
  ];
  return { truth, pages };
};

export const APPRAISAL_FAMILY_K: Family[] = [
  {
    id: 'appraisal/k',
    cls: 'appraisal',
    make: (r) => (firstLayoutK(r) ? desktop(r) : coop(r)),
  },
];
