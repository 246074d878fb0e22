// The offline extractor's title commitment: its number, date, the loan policy's amount, the
// vested owner and the land's address (the readers of its own wordings: title.ts).
import {
  either,
  labelledDate,
  labelledMoney,
  money,
  reject,
  first,
  type DocumentClass,
  type Found,
  type PageText,
} from './find';
import { otherFigureAt } from './labels';
import { addressAfter, onlyAddress, partyName } from './layout';
import { addressInBoxes, spelledAddress } from './address-parts';
import { reference } from './classes-closing';
import { dateInCellBelow } from './key-value';
import { mortgagePolicyLine, vestedOwner } from './title';
import { pipeCell } from './pipe-cells';

/**
 * The loan policy's amount: the amount after 'Loan Policy' on its line, else the one amount of
 * insurance stated (several different ones and none named for the loan: N/A, not a guess).
 */
const policyAmount = (pages: PageText[]): Found | null => {
  // A 'Lender's Policy' is the loan policy's older name ('Lender's Certificate' on Iowa's title
  // guaranty). The loan policy's item names its amount of insurance, its text wrapped over lines ('(b) 2021
  // ALTA Loan Policy  Proposed Insured: X, its successors' over '... Proposed Amount of Insurance:
  // $931,000'), never past another policy's item or another figure.
  const item = first(
    pages,
    new RegExp(
      // The form's edition may follow in brackets ('ALTA Loan Policy (07/01/2021)').
      String.raw`(?:loan|lender'?s) (?:policy|certificate)(?:[ \t]*\([^()\n]{1,20}\))?(?:(?!owner'?s (?:policy|certificate)|\n[ \t]*\(?[a-z0-9]\)[ \t])[^$\d]){0,240}?(?:amount of insurance|(?:proposed )?policy amount|liability amount)[ \t]*:?[ \t]*(\$[ \t]?[\d,]+(?:\.\d{2})?)`,
      'i',
    ),
    (m) => money(m[1]),
  );
  if (item) return item;
  // On its line, or on the next one when that line is the policy's amount ('(b) LOAN POLICY OF
  // TITLE INSURANCE (Form T-2)' over 'Policy Amount: $2,575,000.00'); a 'Loan Policy $250' under
  // a PREMIUMS heading is the policy's price, not its amount.
  const loan = first(
    pages,
    new RegExp(
      // 'Amount:' may end the line, its figure opening the next.
      // Texas's T-7 names it the 'Liability Amount'.
      String.raw`(?:loan|lender'?s) (?:policy|certificate)[^\n$]*?(?:\n[ \t]*(?:proposed |liability )?(?:policy )?amount(?: of insurance)?[ \t]*:?\s*|\bamount(?: of insurance)?[ \t]*:?[ \t]*\n[ \t]*)?(\$[ \t]?[\d,]+(?:\.\d{2})?)`,
      'i',
    ),
    (m) => (otherFigureAt(m.input, m.index) ? undefined : money(m[1])),
  );
  if (loan) return loan;
  const mortgage = mortgagePolicyLine(pages);
  if (mortgage) return mortgage;
  // A '|' table of the policies to issue: the loan policy's row, its amount under 'Liability'
  // ('2021 ALTA Loan Extended Coverage | $903,000.00 | $550.00'), never the premium.
  const row = pipeCell(
    pages,
    /^(?:liability|amount(?: of insurance)?|policy amount|coverage amount)$/i,
    /\b(?:loan|lender(?:'?s)?|mortgagee?)\b/i,
    /\bowner/i,
  );
  const amount =
    row && /^\$?[\d,]+(?:\.\d{2})?$/.test(String(row.value)) ? money(String(row.value)) : undefined;
  if (row && amount) return { ...row, value: amount };
  const label = String.raw`proposed policy amount|policy amount|amount of insurance`;
  const found = labelledMoney(pages, label);
  if (!found) return null;
  const every = new Set(
    pages.flatMap((p) =>
      [
        // An amount under its label counts too ('Policy Amount' over '$ 3,219,000.00').
        ...p.text.matchAll(
          new RegExp(String.raw`(?:${label})[^\d$]{0,40}(\$?[ \t]?[\d,]+(?:\.\d{2})?)`, 'gi'),
        ),
      ].map((m) => money(m[1])),
    ),
  );
  return every.size > 1
    ? reject(found, 'Several amounts of insurance and none named for the loan policy')
    : found;
};

export const titleCommitment: DocumentClass = {
  id: 'title-commitment',
  label: 'Title commitment',
  signals: [
    // A California preliminary report is the commitment of the West ('PRELIMINARY REPORT ... a
    // policy of title insurance').
    [
      /commitment for title (?:insurance|guaranty)|title guaranty|title commitment|title report|preliminary (?:title )?report/i,
      6,
    ],
    [/schedule ?a\b/i, 3],
    [/commitment/i, 2],
    [/vested in|record owner/i, 2],
    [/proposed insured|policy amount|alta/i, 2],
  ],
  fields: [
    {
      key: 'commitment_number',
      value_type: 'STRING',
      aliases: ['commitment number', 'file number', 'order number'],
      // The number the field names comes first, wherever it is printed: 'Agent File No.: LT-33057
      // Commitment No.: PA26-146855' is the commitment's; a file, order or 'GF No.' (a Texas title
      // company's file number) only when no commitment number is printed.
      find: (pages) =>
        either(
          reference(pages, 'commitment'),
          // A California report's 'Our No.' is the title company's; an escrow's or the customer's
          // ('Escrow File No.', 'Your No.') is another office's number.
          () =>
            reference(
              pages,
              String.raw`(?<!escrow[ \t]|escrow file[ \t]|your[ \t]|your file[ \t])(?:file|order|title|\bGF|\bour)`,
            ),
        ),
    },
    {
      key: 'effective_date',
      value_type: 'STRING',
      aliases: ['effective date', 'commitment date'],
      find: (pages) =>
        either(
          labelledDate(
            pages,
            'effective date|commitment date|date of commitment|dated as of|effective as of',
          ),
          () => dateInCellBelow(pages, /effective date|commitment date/),
        ),
    },
    {
      key: 'policy_amount',
      value_type: 'FLOAT',
      aliases: ['policy amount', 'amount of insurance', 'loan policy'],
      find: policyAmount,
    },
    {
      key: 'vested_owner',
      value_type: 'STRING',
      aliases: ['owner', 'vested', 'title holder'],
      find: (pages) => partyName(vestedOwner(pages)),
    },
    {
      key: 'property_address',
      value_type: 'STRING',
      aliases: ['property', 'address', 'land'],
      find: (pages) =>
        either(
          addressAfter(pages, String.raw`property(?: address)?|commonly known as`),
          // 'locally known as 12 Elm St, Ames, Iowa 50011' (the state spelled out).
          () => spelledAddress(pages, String.raw`property address|(?:commonly|locally) known as|known as`),
          () => addressInBoxes(pages, 'property address|street address'),
          () => onlyAddress(pages),
        ),
    },
  ],
};
