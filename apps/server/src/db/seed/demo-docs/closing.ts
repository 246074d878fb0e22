// The schedule of real estate owned, the title commitment and the insurance binder (issue 23
// item 1): the borrower's other holdings, and the closing papers naming the entity, the property
// and the loan amount.
import { STREET_NAMES } from '../us-cities';
import { fullName, oneLine, rngOf, type DemoFacts } from './facts';
import { purchaseContractFacts } from './agreements';
import { days, longDate, mdy, usd } from './format';
import { fields, letterhead, paragraph, renderPdf, sectionTitle, signatureLines, table } from './layout';

export const sreoFacts = (facts: DemoFacts) => {
  const rng = rngOf(facts, 'sreo');
  const b = facts.borrowers[0]!;
  const equityBudget = Math.max(300_000, b.netWorth * (0.3 + rng.next() * 0.3));
  const n = rng.int(2, 5);
  const rows = Array.from({ length: n }, () => {
    const value = Math.round(((equityBudget / n) * (1.6 + rng.next() * 1.4)) / 5_000) * 5_000;
    const mortgage = rng.chance(0.2) ? 0 : Math.round((value * (0.35 + rng.next() * 0.3)) / 1_000) * 1_000;
    return {
      address: `${rng.int(10, 9800)} ${rng.pick(STREET_NAMES)}, ${b.city}, ${b.state}`,
      type: rng.pick(['Single family', '2-4 family', 'Multifamily', 'Mixed use']),
      value,
      mortgage,
      rent: Math.round((value * (0.0055 + rng.next() * 0.002)) / 25) * 25,
    };
  });
  const sum = (key: 'value' | 'mortgage' | 'rent') => rows.reduce((s, r) => s + r[key], 0);
  return { rows, totalValue: sum('value'), totalMortgage: sum('mortgage'), totalRent: sum('rent') };
};

export const sreoPdf = (facts: DemoFacts): Promise<Buffer> => {
  const s = sreoFacts(facts);
  const b = facts.borrowers[0]!;
  return renderPdf({ title: 'Schedule of Real Estate Owned', footer: fullName(b) }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text('SCHEDULE OF REAL ESTATE OWNED', { align: 'center' });
    doc.moveDown(0.8);
    fields(doc, [
      ['Borrower', fullName(b)],
      ['Borrowing Entity', facts.entity.name],
      ['Subject Property', oneLine(facts.property)],
      ['As of', mdy(facts.asOfEpoch)],
    ]);
    sectionTitle(doc, 'Properties owned');
    table(
      doc,
      [
        { header: '#', width: 20 },
        { header: 'Property Address', width: 200 },
        { header: 'Type', width: 75 },
        { header: 'Market Value', width: 85, align: 'right' },
        { header: 'Mortgage Balance', width: 85, align: 'right' },
        { header: 'Monthly Rent', width: 75, align: 'right' },
      ],
      [
        ...s.rows.map((r, i) => [
          String(i + 1),
          r.address,
          r.type,
          usd(r.value, false),
          usd(r.mortgage, false),
          usd(r.rent, false),
        ]),
        ['', 'Totals', '', usd(s.totalValue, false), usd(s.totalMortgage, false), usd(s.totalRent, false)],
      ],
      { bold: [s.rows.length] },
    );
    paragraph(
      doc,
      'I certify that the information above is true and complete and that I hold title to each property listed, ' +
        'directly or through an entity I control.',
    );
    signatureLines(doc, [{ name: fullName(b), role: 'Borrower', date: mdy(facts.asOfEpoch - days(6)) }]);
  });
};

export const titleCommitmentPdf = (facts: DemoFacts): Promise<Buffer> => {
  const c = purchaseContractFacts(facts);
  const rng = rngOf(facts, 'title');
  const refinance = facts.purpose === 'Refinance';
  const number = `${c.titleCompany.split(' ')[0]!.slice(0, 3).toUpperCase()}-${rng.int(20_000, 99_999)}`;
  const effective = facts.asOfEpoch - days(rng.int(10, 30));
  return renderPdf({ title: 'Commitment for Title Insurance', footer: `Commitment No. ${number}` }, (doc) => {
    letterhead(
      doc,
      {
        name: c.titleCompany,
        color: '#8c2f39',
        lines: ['Issuing agent for Old Republic National Title Insurance Company'],
      },
      'Commitment for Title Insurance',
      `Commitment No. ${number}`,
    );
    sectionTitle(doc, 'Schedule A');
    fields(doc, [
      ['Commitment Date', mdy(effective)],
      ['Property Address', oneLine(facts.property)],
      ['Proposed Policy Amount (Loan Policy)', usd(facts.loanAmount)],
      ['Proposed Insured (Loan Policy)', 'The Lender, its successors and/or assigns'],
      ...(refinance
        ? []
        : ([['Proposed Policy Amount (Owner Policy)', usd(c.price)]] as Array<[string, string]>)),
      ['Proposed Insured (Owner)', facts.entity.name],
      ['Title Vested In', refinance ? facts.entity.name : c.seller],
      ['Estate', 'Fee simple'],
    ]);
    sectionTitle(doc, 'Schedule B, Part I - Requirements');
    const requirements = [
      'Payment of the full consideration to, or for the account of, the grantors or mortgagors.',
      refinance
        ? `Payoff and release of the existing mortgage of record against ${facts.entity.name}.`
        : `Deed from ${c.seller} to ${facts.entity.name}, to be recorded.`,
      `Mortgage from ${facts.entity.name} to the Lender securing ${usd(facts.loanAmount)}, to be recorded.`,
      `Certificate of good standing and operating agreement of ${facts.entity.name}.`,
      'Payment of all real estate taxes and assessments due and payable.',
    ];
    requirements.forEach((text, i) => paragraph(doc, `${i + 1}. ${text}`));
    sectionTitle(doc, 'Schedule B, Part II - Exceptions');
    [
      'Rights or claims of parties in possession under unrecorded leases, as tenants only.',
      'Easements, restrictions and rights of way of record.',
      `Real estate taxes for ${new Date(facts.asOfEpoch * 1000).getUTCFullYear()}, a lien not yet due and payable.`,
      'Any facts an accurate survey would disclose.',
    ].forEach((text, i) => paragraph(doc, `${i + 1}. ${text}`));
    signatureLines(doc, [{ name: `${c.titleCompany}`, role: 'Authorized Signatory', date: mdy(effective) }]);
  });
};

export const insuranceBinderFacts = (facts: DemoFacts) => {
  const rng = rngOf(facts, 'insurance');
  const sqft = Math.max(facts.property.sqft, 1_000);
  const buildingLimit =
    facts.property.type === 'Land' ? 0 : Math.round((sqft * (170 + rng.next() * 90)) / 10_000) * 10_000;
  const start = facts.closingEpoch;
  return {
    carrier: rng.pick([
      'Great Lakes Mutual Insurance Co.',
      'Allied Property & Casualty',
      'Hanover Select Insurance',
    ]),
    agency: `${rng.pick(['Reliant', 'Cobalt', 'Harbor'])} Insurance Brokers`,
    binder: `BND-${rng.int(1_000_000, 9_999_999)}`,
    buildingLimit,
    liability: facts.property.units > 20 ? 2_000_000 : 1_000_000,
    premium: Math.round((buildingLimit * 0.0045 + 1_800) / 10) * 10,
    start,
    end: start + days(365),
  };
};

export const insuranceBinderPdf = (facts: DemoFacts): Promise<Buffer> => {
  const i = insuranceBinderFacts(facts);
  return renderPdf({ title: 'Evidence of Property Insurance (Binder)', footer: i.binder }, (doc) => {
    letterhead(
      doc,
      { name: i.agency, color: '#2a6f97', lines: [`Producer for ${i.carrier}`] },
      'Insurance Binder - Evidence of Commercial Property Insurance',
      `Binder No. ${i.binder}`,
    );
    fields(doc, [
      ['Named Insured', facts.entity.name],
      ['Insured Location', oneLine(facts.property)],
      ['Carrier', i.carrier],
      ['Policy Period', `${mdy(i.start)} to ${mdy(i.end)}`],
    ]);
    sectionTitle(doc, 'Coverages');
    table(
      doc,
      [
        { header: 'Coverage', width: 260 },
        { header: 'Limit', width: 120, align: 'right' },
        { header: 'Deductible', width: 100, align: 'right' },
      ],
      [
        [
          'Building - Special Form, Replacement Cost',
          i.buildingLimit ? usd(i.buildingLimit, false) : 'N/A (land)',
          usd(10_000, false),
        ],
        [
          'Loss of Rents - 12 months',
          i.buildingLimit ? usd(Math.round(i.buildingLimit * 0.1), false) : 'N/A',
          '72 hours',
        ],
        ['Commercial General Liability - each occurrence', usd(i.liability, false), usd(0, false)],
        ['General Aggregate', usd(i.liability * 2, false), usd(0, false)],
      ],
    );
    fields(doc, [['Total Annual Premium', usd(i.premium)]]);
    sectionTitle(doc, 'Mortgagee / Loss Payee');
    paragraph(
      doc,
      `The Lender, its successors and/or assigns (ISAOA/ATIMA), as first mortgagee under loan no. ${facts.loanNumber} ` +
        `in the amount of ${usd(facts.loanAmount)}. Thirty (30) days notice of cancellation, ten (10) days for non-payment.`,
    );
    paragraph(
      doc,
      `This binder is effective ${longDate(i.start)} and expires when the policy is issued or in 90 days.`,
      8.5,
    );
    signatureLines(doc, [{ name: i.agency, role: 'Authorized Representative', date: mdy(facts.asOfEpoch) }]);
  });
};
