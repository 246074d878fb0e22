// The sponsor's letter of intent (issue 23 item 1), added by staff to the term sheet: the entity
// offers the contract price for the property and states the loan it seeks.
import { fullName, oneLine, type DemoFacts } from './facts';
import { purchaseContractFacts } from './agreements';
import { days, longDate, usd } from './format';
import { paragraph, renderPdf, signatureLines } from './layout';

export const letterOfIntentPdf = (facts: DemoFacts): Promise<Buffer> => {
  const c = purchaseContractFacts(facts);
  const signer = fullName(facts.borrowers[0]!);
  const dated = c.contractEpoch - days(10);
  return renderPdf({ title: 'Letter of Intent', footer: facts.entity.name }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text(facts.entity.name);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${facts.borrowers[0]!.address}, ${facts.borrowers[0]!.city}, ${facts.borrowers[0]!.state}`);
    doc.moveDown(1.5).fontSize(10).text(longDate(dated));
    doc
      .moveDown(1)
      .font('Helvetica-Bold')
      .text(`Re: Letter of Intent - ${oneLine(facts.property)}`);
    doc.moveDown(0.8);
    paragraph(
      doc,
      facts.purpose === 'Refinance'
        ? `${facts.entity.name}, the owner of the property above, intends to refinance it with a bridge loan of ` +
            `${usd(facts.loanAmount)} for ${facts.termMonths} months, closing on or about ${longDate(c.closingEpoch)}.`
        : `${facts.entity.name} intends to purchase the property above from ${c.seller} for ${usd(c.price)}, with ` +
            `an earnest money deposit of ${usd(c.earnestMoney)} and closing on or about ${longDate(c.closingEpoch)}.`,
    );
    paragraph(
      doc,
      `We request a bridge loan of ${usd(facts.loanAmount)} for a term of ${facts.termMonths} months. The sponsor, ` +
        `${signer}, will guarantee the loan. This letter is not binding; the terms are subject to a definitive agreement.`,
    );
    signatureLines(doc, [{ name: signer, role: `Manager, ${facts.entity.name}`, date: longDate(dated) }]);
  });
};
