// The appraisal report (issue 23 item 1): the value is the sandbox appraisal's value for the same
// property (sandbox-data.ts), so the report, the document and the Data Analysis tab agree; the
// income approach's NOI and cap rate are the same figures as the report's.
import { sandboxValuation } from '../../../integrations/reports/sandbox-market';
import { oneLine, personName, rngOf, type DemoFacts } from './facts';
import { count, days, longDate, usd } from './format';
import { fields, letterhead, paragraph, renderPdf, sectionTitle, signatureLines, table } from './layout';

export const appraisalFacts = (facts: DemoFacts) => {
  const p = facts.property;
  const v = sandboxValuation(
    {
      id: p.id,
      property_type: p.type,
      address: p.address,
      city: p.city,
      state: p.state,
      zipcode: p.zip,
      purchase_price: p.price,
      number_of_units: p.units,
      details: p.details,
    },
    'appraisal',
    facts.purchasePrice,
  );
  const rng = rngOf(facts, 'appraisal');
  return {
    ...v,
    rng: undefined,
    appraiser: personName(rng),
    firm: `${rng.pick(['Meridian', 'Cardinal', 'Lakeshore', 'Granite'])} Valuation Group`,
    license: `${p.state || 'NY'}-CG-${rng.int(100000, 999999)}`,
    effectiveEpoch: facts.asOfEpoch - days(rng.int(5, 40)),
    comps: [0, 1, 2].map((i) => ({
      address: `${rng.int(100, 9800)} ${rng.pick(['Oak', 'Elm', 'Park', 'Lake', 'Hill', 'River'])} ${rng.pick(['St', 'Ave', 'Dr'])}`,
      monthsAgo: rng.int(1, 11),
      pricePerSf: v.sqft > 0 ? Math.round((v.value / v.sqft) * (0.92 + rng.next() * 0.16)) : 0,
      sqft: v.sqft > 0 ? Math.round((v.sqft * (0.8 + rng.next() * 0.4)) / 10) * 10 : 0,
      index: i,
    })),
  };
};

export const appraisalPdf = (facts: DemoFacts): Promise<Buffer> => {
  const a = appraisalFacts(facts);
  const p = facts.property;
  return renderPdf(
    { title: `Appraisal Report - ${p.address}`, footer: `${a.firm} - File ${facts.loanNumber}` },
    (doc) => {
      letterhead(
        doc,
        { name: a.firm, color: '#5b3f8c', lines: ['Commercial and Residential Real Estate Appraisal'] },
        'Appraisal Report',
        `Effective Date of Value: ${longDate(a.effectiveEpoch)}`,
      );
      paragraph(
        doc,
        `At your request we have appraised the property at ${oneLine(p)}. Based on the analysis in this report, the ` +
          `market value of the fee simple interest, as is, as of ${longDate(a.effectiveEpoch)} is:`,
      );
      fields(doc, [
        ['Appraised Value', usd(a.value, false)],
        ['Valuation Approach', a.approach],
        ['Appraiser', `${a.appraiser}, Certified General Appraiser, License ${a.license}`],
        ['Client', 'Lender, its successors and/or assigns'],
        ['Borrower', facts.entity.name],
      ]);
      sectionTitle(doc, 'Subject Property');
      fields(
        doc,
        [
          ['Property Type', p.type],
          ['Units', a.land ? 'None (land)' : count(a.units)],
          ['Gross Building Area', a.land ? 'None' : `${count(a.sqft)} sq ft`],
          ['Year Built', a.yearBuilt ? String(a.yearBuilt) : 'N/A'],
          ['Contract Price', usd(facts.purchasePrice, false)],
          ['Value per Sq Ft', a.sqft > 0 ? usd(Math.round(a.value / a.sqft), false) : 'N/A'],
        ],
        2,
      );
      doc.addPage();
      sectionTitle(doc, 'Sales Comparison Approach');
      table(
        doc,
        [
          { header: 'Comparable', width: 170 },
          { header: 'Sale Date', width: 90 },
          { header: 'Size (sq ft)', width: 90, align: 'right' },
          { header: 'Price per Sq Ft', width: 100, align: 'right' },
          { header: 'Sale Price', width: 100, align: 'right' },
        ],
        a.comps.map((c) => [
          c.address,
          longDate(a.effectiveEpoch - days(30 * c.monthsAgo)),
          c.sqft ? count(c.sqft) : '-',
          c.pricePerSf ? usd(c.pricePerSf, false) : '-',
          c.sqft ? usd(c.sqft * c.pricePerSf, false) : '-',
        ]),
      );
      if (a.noi !== null && a.capRate !== null) {
        sectionTitle(doc, 'Income Approach');
        fields(doc, [
          ['Market Rent per Unit', usd(a.rentPerUnit ?? 0, false)],
          ['Potential Gross Income', usd((a.rentPerUnit ?? 0) * a.units * 12, false)],
          ['Vacancy and Collection Loss', '5.0%'],
          ['Operating Expenses', '38% of effective gross income'],
          ['Net Operating Income', usd(a.noi, false)],
          ['Capitalization Rate', `${a.capRate.toFixed(2)}%`],
          ['Indicated Value', usd(a.value, false)],
        ]);
      }
      sectionTitle(doc, 'Reconciliation');
      paragraph(
        doc,
        `Most weight is given to the ${a.approach.toLowerCase()}. The final opinion of market value, as is, is ` +
          `${usd(a.value, false)}. Exposure time is estimated at three to six months.`,
      );
      signatureLines(doc, [
        { name: a.appraiser, role: 'Certified General Appraiser', date: longDate(a.effectiveEpoch) },
      ]);
    },
  );
};
