// The extractor's eighth round (issue 23, stop 26): general readers for layouts family 9 showed
// the extractor could not read (reports named otherwise, names and amounts wrapped over lines,
// values to the right of or under their labels, header-named columns, prose). Every layout here
// is written for the test, not taken from a family of the evaluation set.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';

/** Pages of lines -> the recognised kind and each value by key. */
const read = (...pages: string[][]) => {
  const result = extractOffline({
    pages: pages.map((lines, i) => ({ page: i + 1, text: lines.join('\n') })),
  });
  const v = Object.fromEntries(result.values.map((x) => [x.key, x.value]));
  return { cls: result.documentClass?.id, v };
};

describe('offline extractor, eighth round: title reports', () => {
  it('reads a preliminary report as a title commitment, its amount and owner wrapped over lines', () => {
    const { cls, v } = read([
      'PRELIMINARY REPORT',
      'Order No.  77-310442',
      'Property Address  19 Quarry Rd, Fresno, CA 93711',
      'Dated as of March 3, 2026 at 8:00 A.M.',
      'CLTA Standard Coverage Policy  Proposed Insured: the Buyer  Amount: $910,000.00',
      'ALTA Loan Policy  Proposed Insured: Sierra Pines Bank  Amount:',
      '$728,000.00',
      '2. Title to said estate is vested in: BRIGHTWATER ORCHARD HOLDINGS,',
      'LLC, A CALIFORNIA LIMITED LIABILITY COMPANY',
    ]);
    expect(cls).toBe('title-commitment');
    expect(v.commitment_number).toBe('77-310442');
    expect(v.effective_date).toBe('March 3, 2026');
    expect(v.policy_amount).toBe(728000);
    expect(v.vested_owner).toBe('BRIGHTWATER ORCHARD HOLDINGS, LLC');
  });

  it("takes a 'Mortgage:' proposed insured's amount as the loan policy's, and a title number past dot leaders", () => {
    const { v } = read([
      'ABSTRACT AND TITLE REPORT',
      'Title Number . . TX-88-20417',
      'Proposed Insured and Amounts',
      'Fee: the purchaser  Amount: $2,400,000.00',
      'Mortgage: Hudson Quay Savings, its successors and/or assigns  Amount: $1,800,000.00',
      'Title is vested in: Marrow Lane Partners, LLC, ANEW JERSEY LIMITED LIABILITY COMPANY,',
      'who acquired title by deed dated 01/04/2018.',
      '3. Mortgage made by Marrow Lane Partners, LLC in the amount of $900,000.00, to be satisfied.',
    ]);
    expect(v.commitment_number).toBe('TX-88-20417');
    expect(v.policy_amount).toBe(1800000);
    expect(v.vested_owner).toBe('Marrow Lane Partners, LLC');
  });
});
