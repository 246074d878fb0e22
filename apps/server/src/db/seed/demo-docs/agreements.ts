// The borrowing entity's operating agreement and the purchase contract (issue 23 item 1): the
// entity, its members and percentages, the property, the price and the dates of the loan.
import { fullName, oneLine, personName, rngOf, type DemoFacts } from './facts';
import { days, longDate, usd } from './format';
import { fields, paragraph, renderPdf, sectionTitle, signatureLines, table } from './layout';

const STATE_NAMES: Record<string, string> = {
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  IL: 'Illinois',
  IN: 'Indiana',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  NC: 'North Carolina',
  NJ: 'New Jersey',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  WA: 'Washington',
};
export const stateName = (code: string) => STATE_NAMES[code] ?? code;

/** The entity's operating agreement: three pages, Schedule A lists members and percentages. */
export const operatingAgreementPdf = (facts: DemoFacts): Promise<Buffer> => {
  const { entity } = facts;
  const rng = rngOf(facts, 'operating-agreement');
  const manager = facts.entity.members[0]!.name;
  const managed = entity.members.length > 1 && rng.chance(0.5) ? 'member-managed' : 'manager-managed';
  const agent = rng.pick([
    'Registered Agents Inc.',
    'Northwest Registered Agent LLC',
    'CT Corporation System',
  ]);
  const capital = Math.round((facts.purchasePrice - facts.loanAmount) / 1_000) * 1_000;
  return renderPdf({ title: `Operating Agreement of ${entity.name}`, footer: entity.name }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('OPERATING AGREEMENT', { align: 'center' });
    doc.fontSize(12).text(`OF ${entity.name.toUpperCase()}`, { align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(
        `${/^[AEIOU]/.test(stateName(entity.state)) ? 'An' : 'A'} ${stateName(entity.state)} Limited Liability Company`,
        {
          align: 'center',
        },
      );
    doc.moveDown(1.5);
    paragraph(
      doc,
      `This Operating Agreement (the "Agreement") of ${entity.name} (the "Company") is made and entered into ` +
        `effective as of ${longDate(entity.formedEpoch)} by and among the persons listed on Schedule A as members ` +
        `(each a "Member"). The Company was organized under the laws of ${entity.state === 'DC' ? 'the' : 'the State of'} ${stateName(entity.state)}.`,
    );
    sectionTitle(doc, 'Article 1. Formation and Purpose');
    paragraph(
      doc,
      `1.1 Name. The name of the Company is ${entity.name}. 1.2 Purpose. The Company is formed to acquire, own, ` +
        `finance, improve, lease and sell the real property commonly known as ${oneLine(facts.property)} ` +
        `(the "Property"), and to do all things incidental to that purpose.`,
    );
    paragraph(doc, `1.3 Registered Agent. The registered agent of the Company is ${agent}.`);
    sectionTitle(doc, 'Article 2. Management');
    paragraph(
      doc,
      managed === 'manager-managed'
        ? `2.1 The Company shall be manager-managed. ${manager} is hereby appointed as the Manager and has ` +
            'full authority to bind the Company, including to borrow money and grant mortgages on the Property.'
        : '2.1 The Company shall be member-managed. Decisions require the consent of Members holding a majority ' +
            'of the Membership Interests; any Member may sign loan documents on behalf of the Company.',
    );
    sectionTitle(doc, 'Article 3. Capital Contributions');
    paragraph(
      doc,
      `3.1 The Members have contributed, or shall contribute, ${usd(Math.max(capital, 50_000), false)} in the ` +
        'aggregate in proportion to their Membership Interests. 3.2 No Member shall be required to make any ' +
        'additional capital contribution. 3.3 No interest shall accrue on any capital contribution.',
    );
    sectionTitle(doc, 'Article 4. Allocations and Distributions');
    paragraph(
      doc,
      '4.1 Profits and losses shall be allocated to the Members pro rata in accordance with their Membership ' +
        `Interests. 4.2 Distributions of available cash shall be made at such times as ${
          managed === 'manager-managed'
            ? 'the Manager determines'
            : 'a majority in interest of the Members determine'
        }, after payment of debt service and reasonable reserves.`,
    );
    sectionTitle(doc, 'Article 5. Transfers');
    paragraph(
      doc,
      '5.1 No Member may sell, assign or pledge any Membership Interest without the prior written consent of the ' +
        'other Members. 5.2 Any permitted transferee shall be admitted only upon signing a joinder to this Agreement.',
    );
    sectionTitle(doc, 'Article 6. Dissolution');
    paragraph(
      doc,
      '6.1 The Company shall be dissolved upon the sale of all or substantially all of its assets or the written ' +
        'consent of all Members. 6.2 Upon dissolution the assets shall be applied first to creditors, then to Members.',
    );
    doc.addPage();
    sectionTitle(doc, 'Schedule A. Members and Membership Interests');
    table(
      doc,
      [
        { header: 'Member', width: 220 },
        { header: 'Capital Contribution', width: 140, align: 'right' },
        { header: 'Membership Interest', width: 140, align: 'right' },
      ],
      entity.members.map((m) => [
        m.name,
        usd(Math.round((Math.max(capital, 50_000) * m.percent) / 100), false),
        `${m.percent}%`,
      ]),
    );
    paragraph(
      doc,
      'IN WITNESS WHEREOF, the Members have executed this Agreement as of the date first written above.',
    );
    signatureLines(
      doc,
      entity.members.map((m) => ({ name: m.name, role: 'Member', date: longDate(entity.formedEpoch) })),
    );
  });
};

/** The purchase contract: buyer (the entity), seller, property, price, deposit, closing date. */
export const purchaseContractFacts = (facts: DemoFacts) => {
  const rng = rngOf(facts, 'purchase-contract');
  const seller = rng.chance(0.5)
    ? `${personName(rng)} and ${personName(rng)}`
    : `${personName(rng).split(' ')[1]} Family Trust`;
  return {
    buyer: facts.entity.name,
    seller,
    price: facts.purchasePrice,
    earnestMoney: Math.round((facts.purchasePrice * (0.01 + rng.next() * 0.02)) / 1_000) * 1_000,
    contractEpoch: facts.closingEpoch - days(rng.int(35, 75)),
    closingEpoch: facts.closingEpoch,
    titleCompany: rng.pick(['Liberty Title Agency', 'Keystone Title & Escrow', 'Cornerstone Land Title']),
  };
};

export const purchaseContractPdf = (facts: DemoFacts): Promise<Buffer> => {
  const c = purchaseContractFacts(facts);
  const p = facts.property;
  return renderPdf({ title: 'Purchase and Sale Agreement', footer: `${p.address} - PSA` }, (doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(15)
      .text('REAL ESTATE PURCHASE AND SALE AGREEMENT', { align: 'center' });
    doc.moveDown(1);
    paragraph(
      doc,
      `This Purchase and Sale Agreement (the "Agreement") is made as of ${longDate(c.contractEpoch)} (the ` +
        `"Effective Date") between ${c.seller} ("Seller") and ${c.buyer} ("Buyer").`,
    );
    sectionTitle(doc, '1. Property');
    fields(doc, [
      ['Property Address', oneLine(p)],
      ['Property Type', p.type],
      ...(p.units > 0 ? ([['Units', String(p.units + p.commercialUnits)]] as Array<[string, string]>) : []),
      ...(p.sqft > 0
        ? ([['Building Area', `${p.sqft.toLocaleString('en-US')} sq ft`]] as Array<[string, string]>)
        : []),
    ]);
    sectionTitle(doc, '2. Purchase Price and Deposit');
    fields(doc, [
      ['Purchase Price', usd(c.price)],
      ['Earnest Money Deposit', usd(c.earnestMoney)],
      ['Balance Due at Closing', usd(c.price - c.earnestMoney)],
    ]);
    paragraph(
      doc,
      `The Earnest Money shall be deposited with ${c.titleCompany} (the "Escrow Agent") within three business ` +
        'days after the Effective Date and credited to the Purchase Price at Closing.',
    );
    sectionTitle(doc, '3. Financing Contingency');
    paragraph(
      doc,
      `Buyer's obligation is contingent on Buyer obtaining a loan of not more than ${usd(facts.loanAmount)} ` +
        `for a term of ${facts.termMonths} months on terms acceptable to Buyer.`,
    );
    sectionTitle(doc, '4. Closing');
    fields(doc, [['Closing Date', longDate(c.closingEpoch)]]);
    paragraph(
      doc,
      'Closing shall take place through escrow at the offices of the Escrow Agent. Seller shall convey fee simple ' +
        'title by special warranty deed, free of liens other than the Permitted Exceptions.',
    );
    sectionTitle(doc, '5. Inspections and Due Diligence');
    paragraph(
      doc,
      'Buyer shall have thirty (30) days after the Effective Date to inspect the Property, review leases, rent ' +
        'rolls, service contracts and title, and may terminate this Agreement by notice before that period ends.',
    );
    sectionTitle(doc, '6. Prorations');
    paragraph(
      doc,
      'Rents, real estate taxes and operating expenses shall be prorated as of the Closing Date.',
    );
    signatureLines(doc, [
      { name: c.seller, role: 'Seller', date: longDate(c.contractEpoch) },
      {
        name: `${fullName(facts.borrowers[0]!)} for ${c.buyer}`,
        role: 'Buyer',
        date: longDate(c.contractEpoch),
      },
    ]);
  });
};
