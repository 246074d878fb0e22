// A NACHA (ACH) file of the day's debits (issue 19 item 4), written to the NACHA Operating Rules'
// file format (2024): 94-character records, a file header (1), one batch per SEC code (5 header,
// 6 entries, 8 control), a file control (9), and filler records of 9s to a multiple of ten
// records (blocking factor 10). Debits only: service class 225, transaction codes 27 (checking)
// and 37 (savings). The entry hash is the sum of the receiving banks' 8-digit routing numbers,
// its last ten digits; totals are in cents.

type NachaOriginator = {
  /** The lender's bank (ODFI) routing number, 9 digits: the immediate destination and trace prefix. */
  odfiRouting: string;
  odfiName: string;
  /** The company identification (10 characters, often 1 + the EIN). */
  companyId: string;
  companyName: string;
};

type NachaDebit = {
  secCode: 'PPD' | 'CCD';
  transactionCode: 27 | 37;
  routing: string;
  account: string;
  amountCents: bigint;
  /** The loan's number (individual identification). */
  individualId: string;
  /** The account holder (receiver) name. */
  name: string;
  traceSeq: number;
};

const RECORD = 94;

/** Alphanumeric field: upper-case ASCII, left-justified, space-filled, cut to `width`. */
const alpha = (text: string, width: number) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7E]/g, '')
    .toUpperCase()
    .slice(0, width)
    .padEnd(width, ' ');

/** Numeric field: zero-filled on the left; refuses a value that does not fit. */
const digits = (value: bigint | number | string, width: number) => {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width)
    throw new RangeError(`${text} does not fit ${width} digits`);
  return text.padStart(width, '0');
};

/** The ABA check digit rule: 3, 7, 1 weights over the nine digits sum to a multiple of 10. */
export const isRoutingNumber = (routing: string) => {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
};

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

const record = (text: string) => {
  if (text.length !== RECORD) throw new RangeError(`NACHA record of ${text.length} characters: ${text}`);
  return text;
};

export const nachaFile = (options: {
  originator: NachaOriginator;
  /** The effective entry date (the debit date), YYYY-MM-DD. */
  effectiveDate: string;
  /** When the file is made (its creation date and time). */
  createdAt: Date;
  debits: NachaDebit[];
  fileIdModifier?: string;
}): string => {
  const { originator, effectiveDate, createdAt, debits } = options;
  const odfi8 = originator.odfiRouting.slice(0, 8);
  const created = createdAt.toISOString();
  const lines: string[] = [
    record(
      '1' +
        '01' +
        ` ${digits(originator.odfiRouting, 9)}` +
        alpha(originator.companyId, 10).trimEnd().padStart(10, ' ') +
        yymmdd(created.slice(0, 10)) +
        created.slice(11, 13) +
        created.slice(14, 16) +
        alpha(options.fileIdModifier ?? 'A', 1) +
        '094' +
        '10' +
        '1' +
        alpha(originator.odfiName, 23) +
        alpha(originator.companyName, 23) +
        alpha('', 8),
    ),
  ];
  let entryCount = 0;
  let entryHash = 0n;
  let totalDebit = 0n;
  const secCodes = (['PPD', 'CCD'] as const).filter((code) => debits.some((d) => d.secCode === code));
  secCodes.forEach((secCode, index) => {
    const batchNumber = index + 1;
    const batch = debits.filter((d) => d.secCode === secCode).sort((a, b) => a.traceSeq - b.traceSeq);
    lines.push(
      record(
        '5' +
          '225' +
          alpha(originator.companyName, 16) +
          alpha('', 20) +
          alpha(originator.companyId, 10) +
          secCode +
          alpha('LOAN PMT', 10) +
          yymmdd(effectiveDate) +
          yymmdd(effectiveDate) +
          '   ' +
          '1' +
          odfi8 +
          digits(batchNumber, 7),
      ),
    );
    let batchHash = 0n;
    let batchDebit = 0n;
    for (const debit of batch) {
      lines.push(
        record(
          '6' +
            String(debit.transactionCode) +
            debit.routing.slice(0, 8) +
            debit.routing.slice(8, 9) +
            alpha(debit.account, 17) +
            digits(debit.amountCents, 10) +
            alpha(debit.individualId, 15) +
            alpha(debit.name, 22) +
            '  ' +
            '0' +
            odfi8 +
            digits(debit.traceSeq % 10_000_000, 7),
        ),
      );
      batchHash += BigInt(debit.routing.slice(0, 8));
      batchDebit += debit.amountCents;
    }
    lines.push(
      record(
        '8' +
          '225' +
          digits(batch.length, 6) +
          digits(batchHash % 10_000_000_000n, 10) +
          digits(batchDebit, 12) +
          digits(0, 12) +
          alpha(originator.companyId, 10) +
          alpha('', 19) +
          alpha('', 6) +
          odfi8 +
          digits(batchNumber, 7),
      ),
    );
    entryCount += batch.length;
    entryHash += batchHash;
    totalDebit += batchDebit;
  });
  const recordCount = lines.length + 1;
  const blocks = Math.ceil(recordCount / 10);
  lines.push(
    record(
      '9' +
        digits(secCodes.length, 6) +
        digits(blocks, 6) +
        digits(entryCount, 8) +
        digits(entryHash % 10_000_000_000n, 10) +
        digits(totalDebit, 12) +
        digits(0, 12) +
        alpha('', 39),
    ),
  );
  while (lines.length % 10 !== 0) lines.push('9'.repeat(RECORD));
  return `${lines.join('\r\n')}\r\n`;
};
