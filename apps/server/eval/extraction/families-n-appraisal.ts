// HELD OUT (held-out-10), family 14 ('/n') of the appraisals, written blind (the extractor never opened).
// The classic one-page 'LAND APPRAISAL REPORT' form for a vacant residential lot (a lot or
// construction loan's collateral): Borrower / Census Tract / Map Reference, Property Address, then
// City / County / State / Zip Code on one row, the contract's sale price and date, lender and
// occupant; the neighborhood block with a single family price range, predominant value and an age
// range in years; the site block with dimensions and the site area in square feet and acres,
// zoning, utilities; a market data grid of three comparable lot sales with adjustments and each one's
// indicated value; the reconciliation 'I ESTIMATE THE MARKET VALUE, AS DEFINED, OF THE SUBJECT
// PROPERTY AS OF ... to be $ ...'; the appraiser beside a review appraiser. Truth: the estimated
// value and its date, the appraiser (not the reviewer), the address; a vacant lot has no living
// area and no year built (N/A: the site area and the neighborhood's ages are not them).
import { plusDays } from './families-j-util';
import { fullN, longN, mdyN, numN, peopleN, placeN, sumN } from './families-n-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const LENDERS = ['Hoosier Heartland Bank', 'Show-Me Community Credit Union', 'Red River Federal Savings'];

const landReport = (r: Rng): Generated => {
  const [appraiser, reviewer, borrower] = peopleN(r, 3);
  const at = placeN(r);
  const acres = r.int(18, 480) / 100;
  const sqft = Math.round(acres * 43560);
  const perAcre = r.int(30, 160) * 1000;
  const effective: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const signed = plusDays(effective, r.int(1, 8));
  const comps = Array.from({ length: 3 }, () => {
    const area = r.int(20, 500) / 100;
    const price = Math.round((area * (perAcre + r.int(-12, 12) * 1000)) / 500) * 500;
    const adj = r.int(-8, 8) * 500;
    const indicated = Math.round(((price + adj) / area) * acres);
    return {
      p: placeN(r, [{ ...at, zip: [+at.zip, +at.zip] }]),
      area,
      price,
      adj,
      indicated,
      sold: plusDays(effective, -r.int(25, 300)),
    };
  });
  const value = Math.round(sumN(comps, (c) => c.indicated) / 3 / 500) * 500;
  const salePrice = Math.round((value * r.int(95, 104)) / 100 / 500) * 500;
  const truth: Generated['truth'] = {
    property_address: `${at.street}, ${at.city}, ${at.st} ${at.zip}`,
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: fullN(appraiser!),
    gross_living_area: null,
    year_built: null,
  };
  const lender = r.pick(LENDERS);
  const low = Math.round((value * 2.1) / 5000) * 5000;
  const pages: Line[][] = [
    [
      'LAND APPRAISAL REPORT',
      [
        `Borrower ${fullN(borrower!)}`,
        `File No. ${numN(r, 2)}-${numN(r, 4)}   Census Tract ${numN(r, 4)}.${numN(r, 2)}`,
      ],
      `Property Address ${at.street}`,
      `City ${at.city}   County ${at.county}   State ${at.st}   Zip Code ${at.zip}`,
      `Legal Description Lot ${r.int(1, 90)}, Block ${r.int(1, 12)}, ${r.pick(['Prairie Wind Estates', 'Hickory Knoll Addition', 'Mesa Verde Subdivision'])}`,
      `Sale Price $ ${salePrice.toLocaleString('en-US')}   Date of Sale ${mdyN(plusDays(effective, -r.int(10, 40)))}   Loan Term ${r.pick([12, 24, 360])} mos.   Property Rights Appraised [X] Fee  [ ] Leasehold`,
      `Actual Real Estate Taxes $ ${r.int(400, 3800).toLocaleString('en-US')} (${effective.y - 1})   Loan charges to be paid by seller $ 0   Other sales concessions None`,
      [`Lender/Client ${lender}`, `Occupant Vacant land   Instructions to Appraiser: lot loan`],
      'NEIGHBORHOOD',
      `Location [ ] Urban [X] Suburban [ ] Rural   Built Up [ ] Over 75% [X] 25% to 75%   Growth Rate [X] Rapid [ ] Steady   Marketing Time [X] Under 3 Mos.`,
      `Present Land Use 1 Family ${r.int(40, 80)}%   2-4 Family ${r.int(2, 10)}%   Vacant ${r.int(10, 40)}%   Single Family Price Range $ ${low.toLocaleString('en-US')} to $ ${(low * 3).toLocaleString('en-US')}   Predominant Value $ ${(low * 2).toLocaleString('en-US')}   Single Family Age ${r.int(0, 5)} yrs to ${r.int(25, 70)} yrs`,
      'SITE',
      `Dimensions ${Math.round(Math.sqrt(sqft) * 1.4)} x ${Math.round(sqft / (Math.sqrt(sqft) * 1.4))} = ${sqft.toLocaleString('en-US')} sq. ft. (${acres.toFixed(2)} acres)   Corner Lot [${r.next() < 0.3 ? 'X' : ' '}]`,
      `Zoning classification ${r.pick(['R-1', 'RS-7', 'A-1 Agricultural/Residential'])}   Present improvements: None (vacant land)   Highest and best use: single family residential site`,
      'Public Utilities: Elec. [X]  Gas [ ]  Water [X]  San. Sewer [ ] septic required   Street Access [X] Public   Surface Asphalt',
    ],
    [
      `Land Appraisal Report - ${at.street}, ${at.city} (continued)`,
      'MARKET DATA ANALYSIS',
      'ITEM | Subject Property | COMPARABLE NO. 1 | COMPARABLE NO. 2 | COMPARABLE NO. 3',
      `Address | ${at.street} | ${comps.map((c) => c.p.street).join(' | ')}`,
      `Sales Price | $ ${salePrice.toLocaleString('en-US')} | ${comps.map((c) => `$ ${c.price.toLocaleString('en-US')}`).join(' | ')}`,
      `Date of Sale | contract | ${comps.map((c) => mdyN(c.sold)).join(' | ')}`,
      `Site Area | ${acres.toFixed(2)} ac | ${comps.map((c) => `${c.area.toFixed(2)} ac`).join(' | ')}`,
      `Net Adj. (Total) | | ${comps.map((c) => `${c.adj < 0 ? '-' : '+'}$ ${Math.abs(c.adj).toLocaleString('en-US')}`).join(' | ')}`,
      `Indicated Value of Subject | | ${comps.map((c) => `$ ${c.indicated.toLocaleString('en-US')}`).join(' | ')}`,
      'Comments on Market Data: the comparables are lot sales within two miles; adjustments for size are made per acre and for septic versus sewer.',
      'Comments and Conditions of Appraisal: no environmental hazards were observed; a survey was not provided.',
      'Final Reconciliation: the sales comparison approach is the only applicable approach for vacant land and is given full weight.',
      `I ESTIMATE THE MARKET VALUE, AS DEFINED, OF THE SUBJECT PROPERTY AS OF ${longN(effective).toUpperCase()} to be $ ${value.toLocaleString('en-US')}`,
      [`Appraiser(s) ${fullN(appraiser!)}`, `Review Appraiser (if applicable) ${fullN(reviewer!)}`],
      [
        `State Certified Residential Appraiser No. ${at.st}${numN(r, 6)}   Date signed ${mdyN(signed)}`,
        `[ ] Did [X] Did Not Physically Inspect Property`,
      ],
    ],
  ];
  return { truth, pages };
};

export const APPRAISAL_FAMILY_N: Family[] = [{ id: 'appraisal/n', cls: 'appraisal', make: landReport }];
