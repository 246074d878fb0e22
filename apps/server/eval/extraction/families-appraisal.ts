// Appraisals, four generator families (a reconciled value beside other approaches' values).
import type { Family, Generated, Line } from './types';
import { addressLine, day, iso, long, personName, place, us, usd, type Rng } from './rng';

const valuation = (r: Rng) => {
  const p = place(r);
  const value = r.int(60, 2400) * 5000;
  const area = r.int(900, 48000);
  const built = r.int(1925, 2022);
  const effective = day(r, 2024, 2026);
  const appraiser = personName(r);
  const truth: Generated['truth'] = {
    property_address: addressLine(p),
    appraised_value: value,
    effective_date: iso(effective),
    appraiser_name: appraiser,
    gross_living_area: area,
    year_built: built,
  };
  return { p, value, area, built, effective, appraiser, truth };
};

const apA: Family = {
  id: 'appraisal/a',
  cls: 'appraisal',
  make: (r) => {
    const g = valuation(r);
    const pages: Line[][] = [
      [
        'APPRAISAL REPORT',
        `Subject Property: ${addressLine(g.p)}`,
        `Appraised Value: ${usd(g.value)}`,
        `Effective Date: ${us(g.effective)}`,
        `Appraiser: ${g.appraiser}`,
        `Gross Building Area: ${g.area.toLocaleString('en-US')} SF`,
        `Year Built: ${g.built}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const apB: Family = {
  id: 'appraisal/b',
  cls: 'appraisal',
  make: (r) => {
    const g = valuation(r);
    const pages: Line[][] = [
      [
        'SUMMARY OF SALIENT FACTS AND CONCLUSIONS',
        ['Property Address:', addressLine(g.p)],
        ['Building Size:', `${g.area.toLocaleString('en-US')} square feet`],
        ['Year of Construction:', String(g.built)],
        ['Date of Value:', long(g.effective)],
        ['Final Opinion of Value (As Is):', usd(g.value, false)],
      ],
      ['CERTIFICATION', `Prepared by: ${g.appraiser}, MAI`, 'State Certified General Appraiser'],
    ];
    return { truth: g.truth, pages };
  },
};

const apC: Family = {
  id: 'appraisal/c',
  cls: 'appraisal',
  make: (r) => {
    const g = valuation(r);
    const pages: Line[][] = [
      [
        'Uniform Residential Appraisal Report',
        `Property Address ${addressLine(g.p)}`,
        `Year Built ${g.built}   Gross Living Area ${g.area.toLocaleString('en-US')}`,
        `Indicated Value by Cost Approach ${usd(Math.round(g.value * 1.07), false)}`,
        `Indicated Value by Sales Comparison Approach ${usd(g.value, false)}`,
        `the market value of the subject property as of ${us(g.effective)}, which is the effective date of this appraisal, is ${usd(g.value, false)}`,
        `Appraiser Name ${g.appraiser}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

/** HELD OUT. 'Valuation report': Location, Market Value As Is, Valuation date, Valuer. */
const apD: Family = {
  id: 'appraisal/d',
  cls: 'appraisal',
  make: (r) => {
    const g = valuation(r);
    const pages: Line[][] = [
      [
        'Valuation Report - Appraisal of Real Property',
        `Location: ${addressLine(g.p)}`,
        `Net rentable area: ${g.area.toLocaleString('en-US')} sq ft   Constructed: ${g.built}`,
        `Market Value As Is ${usd(g.value)}`,
        `Valuation date: ${long(g.effective)}`,
        `Valuer: ${g.appraiser}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

export const APPRAISAL_FAMILIES = [apA, apB, apC, apD];
