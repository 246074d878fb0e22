// HELD OUT (held-out-5), family 9 ('/i') of the appraisals, written blind (the extractor never opened).
// Either an MAI narrative appraisal of an apartment or retail property (cover, letter of transmittal
// with the value in words and figures, 'Summary of Salient Facts and Conclusions' with gross building
// area beside net rentable area and site area, year built beside year renovated, assessed value and
// the last sale, value indications by approach with NOI and the capitalization rate, a 'Final Value
// Conclusion' table, inspection / report / effective dates, a reviewer beside the signing appraiser)
// or the redesigned URAR of UAD 3.6 (summary with 'Market Value' and 'As Of', dwelling section with
// 'Finished Area Above Grade' beside the area below grade and an effective age, comparables' sale
// prices and areas, the subject's prior sale, contract price, reconciliation, appraiser block).
import { addDays, digits, inWords } from './families-f-util';
import { entityName, fullName, line, personI, siteI } from './families-i-util';
import { iso, long, us, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const addMonths = (d: Day, n: number): Day => ({
  y: d.y + Math.floor((d.m - 1 + n) / 12),
  m: ((d.m - 1 + n) % 12) + 1,
  d: d.d,
});
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

const narrative = (r: Rng, t: Generated['truth'], effective: Day, appraiser: string): Line[][] => {
  const site = siteI(r);
  t.property_address = line(site);
  const gba = r.int(90, 900) * 100 + r.int(0, 99);
  const nra = Math.round(gba * (r.int(86, 95) / 100));
  const built = r.int(1962, 2012);
  const value = t.appraised_value as number;
  const income = value + r.pick([0, 0, 25_000]);
  const sales = value - r.pick([25_000, 50_000, 100_000]);
  const cap = r.int(550, 850) / 100;
  const noi = Math.round((income * cap) / 100);
  const inspected: Day = { ...effective, d: Math.max(1, effective.d - r.int(0, 3)) };
  const report = addMonths(effective, 1);
  const retail = r.next() < 0.5;
  const name = `${r.pick(['Lantern Hill', 'Osage Creek', 'Sycamore Bend'])} ${retail ? 'Plaza' : 'Apartments'}`;
  t.gross_living_area = gba;
  t.year_built = built;
  return [
    [
      'APPRAISAL REPORT',
      name,
      line(site),
      `Prepared for: ${r.pick(['Bluestem Bank & Trust', 'Harborlight Bank'])}, Commercial Real Estate Lending`,
      `Prepared by: ${r.pick(['Rasmussen Valuation Group, LLC', 'Quennell & Baptiste Realty Advisors'])}   File No. ${digits(r, 2)}-${digits(r, 4)}`,
      `Date of Report: ${long(report)}`,
      'LETTER OF TRANSMITTAL',
      `At your request, we have prepared an appraisal of the above referenced property. Based on the analysis contained in this report, our opinion of the As Is Market Value of the fee simple interest, as of ${long(effective)}, is: ${inWords(value).toUpperCase()} DOLLARS (${money(value)}).`,
      `The estimated insurable replacement cost is ${money(Math.round((value * 0.7) / 1000) * 1000)}; the land is valued at ${money(Math.round((value * 0.2) / 1000) * 1000)}.`,
    ],
    [
      'SUMMARY OF SALIENT FACTS AND CONCLUSIONS',
      ['Property Type', retail ? 'Retail (Neighborhood Center)' : 'Multifamily (Garden)'],
      ['Year Built / Renovated', `${built} / ${Math.min(2024, built + r.int(15, 40))}`],
      ['Gross Building Area (GBA)', `${gba.toLocaleString('en-US')} SF`],
      ['Net Rentable Area (NRA)', `${nra.toLocaleString('en-US')} SF`],
      ['Site Area', `${(r.int(80, 600) / 100).toFixed(2)} acres`],
      ['Assessed Value (2025)', money(Math.round((value * 0.62) / 1000) * 1000)],
      [
        'Last Sale',
        `${money(Math.round((value * 0.74) / 1000) * 1000)} on ${us({ y: r.int(2012, 2020), m: r.int(1, 12), d: r.int(1, 28) })}`,
      ],
      ['Date of Inspection', long(inspected)],
      ['Effective Date of Value', long(effective)],
      'VALUE INDICATIONS',
      ['Cost Approach', 'Not developed'],
      ['Sales Comparison Approach', money(sales)],
      ['Income Capitalization Approach', money(income)],
      [`Net Operating Income ${money(noi)}`, `Overall Capitalization Rate ${cap.toFixed(2)}%`],
      'FINAL VALUE CONCLUSION',
      'Value Premise | Interest Appraised | Date of Value | Value Conclusion',
      `Market Value As Is | Fee Simple | ${us(effective)} | ${money(value)}`,
    ],
    [
      'CERTIFICATION',
      'We certify that, to the best of our knowledge and belief, the statements of fact contained in this report are true and correct.',
      `${appraiser}, MAI`,
      `Certified General Real Estate Appraiser, License No. CG${digits(r, 5)}`,
      `Reviewed by: ${fullName(personI(r))}, MAI, Managing Director`,
    ],
  ];
};

const urar = (r: Rng, t: Generated['truth'], effective: Day, appraiser: string): Line[][] => {
  const site = siteI(r);
  t.property_address = line(site);
  const area = r.int(980, 3400);
  const built = r.int(1948, 2018);
  const value = t.appraised_value as number;
  t.gross_living_area = area;
  t.year_built = built;
  const comps = [1, 2, 3].map(() => ({
    a: siteI(r),
    price: value + r.int(-6, 6) * 5000,
    area: area + r.int(-250, 250),
  }));
  const contract = value + r.pick([0, 5000, -5000, 10000]);
  return [
    [
      'Uniform Residential Appraisal Report',
      `Summary   File # ${digits(r, 8)}`,
      ['Subject Property Address', line(site)],
      ['Client', `${entityName(r).replace(', LLC', ' Mortgage')}`],
      ['Assignment Reason', 'Purchase'],
      ['Contract Price', money(contract)],
      ['Property Valuation', `Market Value ${money(value)}   As Of ${us(effective)}`],
      'Dwelling',
      ['Year Built', String(built)],
      ['Effective Age (Years)', String(r.int(5, 25))],
      ['Finished Area Above Grade', `${area.toLocaleString('en-US')} sq ft`],
      ['Finished Area Below Grade', `${r.int(0, 900)} sq ft`],
      ['Bedrooms / Bathrooms', `${r.int(2, 5)} / ${r.int(1, 3)}.${r.int(0, 1)}`],
      'Sales Comparison Approach',
      'Comparable | Address | Sale Price | Finished Area Above Grade | Adjusted Sale Price',
      ...comps.map(
        (c, i) =>
          `Comp ${i + 1} | ${line(c.a)} | ${money(c.price)} | ${c.area.toLocaleString('en-US')} | ${money(c.price + r.int(-4, 4) * 2500)}`,
      ),
    ],
    [
      'Prior Sale and Transfer History',
      `Subject: sold ${us({ y: r.int(2008, 2021), m: r.int(1, 12), d: r.int(1, 28) })} for ${money(Math.round((value * 0.68) / 1000) * 1000)}`,
      'Reconciliation',
      `Indicated Value by Sales Comparison Approach ${money(value)}   Cost Approach ${money(value + 15000)} (not weighted)`,
      `Opinion of Market Value ${money(value)} as of ${us(effective)}, the effective date of this appraisal.`,
      'Appraiser',
      ['Name', appraiser],
      ['Credential', `Certified Residential, ${site.st} ${digits(r, 6)}`],
      ['Signature Date', us(addDays(effective, r.int(1, 9)))],
    ],
  ];
};

const appraisalI: Family = {
  id: 'appraisal/i',
  cls: 'appraisal',
  make: (r) => {
    const commercial = r.next() < 0.5;
    const effective: Day = { y: r.int(2024, 2026), m: r.int(1, 11), d: r.int(1, 28) };
    const appraiser = fullName(personI(r));
    const truth: Generated['truth'] = {
      property_address: null,
      appraised_value: commercial ? r.int(60, 900) * 25_000 : r.int(90, 240) * 2_500,
      effective_date: iso(effective),
      appraiser_name: appraiser,
      gross_living_area: null,
      year_built: null,
    };
    const pages = commercial
      ? narrative(r, truth, effective, appraiser)
      : urar(r, truth, effective, appraiser);
    return { truth, pages };
  },
};

export const APPRAISAL_FAMILY_I = [appraisalI];
