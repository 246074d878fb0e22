// Schedules of real estate owned read whole (issue 23, stop 28): a '|' table whose header (wrapped
// over lines) names the money columns, read at its totals row by column place when the row has
// exactly the header's cells; and one block per property ('Property 2 of 4: ...' over labelled
// amounts), summed, each sum checked against the balance sheet's own line when one is printed.
import { AMOUNT, money, type Found, type PageText } from './find';

/** `sums`: each field's sum over property blocks that all print it, whatever else agrees. */
type SheetTotals = { count: Found | null; totals: Map<string, Found>; sums?: Map<string, number> };

/** The field a money column or a block's label names (never a cost, a payment or a yearly figure). */
const keyOf = (label: string): string | null =>
  /original|cost|payment|annual|yearly|net\b|NOI/i.test(label)
    ? null
    : /market value|present value|current value|estimated value/i.test(label)
      ? 'total_market_value'
      : /(?:loan|mortgage|unpaid|principal) balance|balance owed|mortgages? owed/i.test(label)
        ? 'total_mortgage_balance'
        : /\brent(?:al income)?\b|\brents\b/i.test(label)
          ? 'total_monthly_rent'
          : null;

const cellsOf = (line: string) => line.trim().replace(/^\|/, '').split('|');
const TOTAL_ROW = /^[ \t]*\|?[ \t]*(?:portfolio |grand |schedule )?totals?\b/i;
const ONE_AMOUNT = new RegExp(String.raw`^[ \t]*(${AMOUNT})[ \t]*$`);

/** The totals row of a '|' schedule, by the header's column places. */
export const pipeTotals = (pages: PageText[]): SheetTotals | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (cellsOf(lines[i]!).length < 4 || /\d/.test(lines[i]!)) continue;
      // The header wraps while its lines hold no figure ('... | Current Market' over 'Value | ...').
      let header = lines[i]!.trim();
      let j = i + 1;
      while (j < lines.length && !/\d/.test(lines[j]!) && lines[j]!.includes('|'))
        header += ` ${lines[j++]!.trim()}`;
      const heads = cellsOf(header).map((c) => c.trim());
      const keys = heads.map(keyOf);
      if (keys.filter(Boolean).length < 2) continue;
      const at = lines.findIndex((l, k) => k >= j && TOTAL_ROW.test(l));
      if (at < 0) continue;
      let row = lines[at]!.trim();
      let k = at + 1;
      // The row wraps too ('... | $193,300 |' over '$1,264,272'), its last cells left empty or off.
      // An empty last cell ('... | $610,000 |') over its amount alone ('$5,600') is that cell wrapped.
      while (
        k < lines.length &&
        ((cellsOf(row).length < heads.length && (lines[k]!.includes('|') || ONE_AMOUNT.test(lines[k]!))) ||
          (cellsOf(row).length === heads.length && /\|[ \t]*$/.test(row) && ONE_AMOUNT.test(lines[k]!)))
      )
        row += ` ${lines[k++]!.trim()}`;
      const cells = cellsOf(row);
      if (cells.length !== heads.length && cells.length !== heads.length - 1) continue;
      const totals = new Map<string, Found>();
      const quote = lines[at]!.trim();
      const sub = subtotals(lines.slice(j, at), heads.length);
      keys.forEach((key, c) => {
        const m = key ? ONE_AMOUNT.exec(cells[c]!) : null;
        if (!key || !m || totals.has(key)) return;
        const value = money(m[1])!;
        // Section subtotals ('Subtotal A (2)', 'Subtotal B (2)') that add up to it confirm it.
        const parts = sub.map((r) =>
          ONE_AMOUNT.test(r[c] ?? '') ? money(r[c]) : r[c]?.trim() === '' ? 0 : null,
        );
        const agree =
          parts.length >= 2 &&
          parts.every((x) => x !== null && x !== undefined) &&
          Math.abs(parts.reduce((a, b) => a! + b!, 0)! - value) <= 0.011;
        totals.set(key, { value, page, quote, ...(agree ? { confirmed: true } : {}) });
      });
      const n = /\((\d{1,3}) propert(?:y|ies)\)/i.exec(cells[0]!)?.[1];
      const counts = sub.map((r) => Number(/\((\d{1,3})\)/.exec(r[0]!)?.[1] ?? NaN));
      const counted = counts.length >= 2 && counts.reduce((a, b) => a + b, 0) === Number(n);
      const count = n ? { value: Number(n), page, quote, ...(counted ? { confirmed: true } : {}) } : null;
      if (totals.size > 0) return { count, totals };
    }
  }
  return null;
};

const SUBTOTAL = /^[ \t]*\|?[ \t]*sub-?totals?\b/i;

/** The subtotal rows of a '|' table's sections, each as its cells (a row wrapped over lines joined). */
const subtotals = (lines: string[], width: number): string[][] => {
  const out: string[][] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!SUBTOTAL.test(lines[i]!)) continue;
    let row = lines[i]!.trim();
    while (cellsOf(row).length < width && i + 1 < lines.length && !SUBTOTAL.test(lines[i + 1]!))
      row += ` ${lines[++i]!.trim()}`;
    out.push(cellsOf(row));
  }
  return out;
};

// 'Property 2 of 4:', 'Property No. 2' (a heading alone on its line too).
const BLOCK =
  /^[ \t]*Property[ \t]+(?:No\.?[ \t]*|#[ \t]*)?(\d{1,2})(?:[ \t]+of[ \t]+(\d{1,2}))?[ \t]*(?:[:.]|$)/im;
const LABELLED = new RegExp(
  String.raw`([A-Za-z][A-Za-z ()/-]{2,40}?)[ \t]*:[ \t]*(${AMOUNT}|none|owner[ \t-]occupied|-)(?=\s{2,}|[ \t]*$)`,
  'gim',
);

/**
 * One block per property ('Property 1 of 4: <address>' then 'Present market value: $630,000',
 * 'Mortgage balance: None', 'Monthly rental income: Owner occupied'): each field summed over the
 * blocks when every block prints it ('None', '-' and owner-occupied as 0), the count when the
 * blocks are numbered 1 to N of N. A balance sheet line of the same total ('Real estate owned
 * (Section 4, market value)  $1,470,000') must agree, and confirms the sum when it does.
 */
export const propertyBlocks = (pages: PageText[]): SheetTotals | null => {
  const blocks: { text: string; page: number; head: string; n: number; of: number | null }[] = [];
  for (const { page, text } of pages) {
    const parts = text.split(
      /^(?=[ \t]*Property[ \t]+(?:No\.?[ \t]*|#[ \t]*)?\d{1,2}(?:[ \t]+of[ \t]+\d{1,2})?[ \t]*(?:[:.]|$))/im,
    );
    for (const part of parts) {
      const m = BLOCK.exec(part);
      if (m && m.index === 0)
        blocks.push({
          text: part,
          page,
          head: part.split('\n')[0]!.trim(),
          n: +m[1]!,
          of: m[2] ? +m[2] : null,
        });
    }
  }
  if (blocks.length < 2 || blocks.some((b, i) => b.n !== i + 1)) return null;
  const sums = new Map<string, number[]>();
  for (const block of blocks) {
    const seen = new Set<string>();
    for (const m of block.text.matchAll(LABELLED)) {
      const key = keyOf(m[1]!);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      sums.set(key, [...(sums.get(key) ?? []), /^[\d$(]/.test(m[2]!) ? money(m[2])! : 0]);
    }
  }
  const sheet = pages.map((p) => p.text).join('\n');
  const totals = new Map<string, Found>();
  const whole = new Map<string, number>();
  for (const [key, values] of sums) {
    if (values.length !== blocks.length) continue;
    const value = Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
    whole.set(key, value);
    const found: Found = { value, page: blocks[0]!.page, quote: blocks[0]!.head };
    const printed = balanceSheetLine(sheet, key);
    if (printed !== null && printed !== value) continue;
    totals.set(key, printed === null ? found : { ...found, confirmed: true });
  }
  const last = blocks.at(-1)!;
  const count =
    blocks.every((b) => b.of === blocks.length) || last.of === null
      ? { value: blocks.length, page: blocks[0]!.page, quote: blocks[0]!.head }
      : null;
  return { count, totals, sums: whole };
};

/** The balance sheet's line of a schedule total ('Mortgages on real estate (Section 4)  $810,600'). */
const balanceSheetLine = (sheet: string, key: string): number | null => {
  const label =
    key === 'total_market_value'
      ? /^[ \t]*real estate(?: owned)?\b[^\n$]{0,50}?(?=\$|\d)/im
      : key === 'total_mortgage_balance'
        ? /^[ \t]*(?:mortgages?|loans?) on real estate\b[^\n$]{0,40}?(?=\$|\d)/im
        : null;
  const m = label?.exec(sheet);
  if (!m) return null;
  const amount = new RegExp(`^(?:${AMOUNT})`).exec(sheet.slice(m.index + m[0].length));
  return amount ? (money(amount[0]) ?? null) : null;
};
