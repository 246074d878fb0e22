// A statement's balance summary printed as a row of figures under a row of headings ('Beginning
// balance  Deposits and other additions  Checks and other deductions  Ending balance' over four
// amounts, or the same drawn with '|'), and the other places a statement names its bank and account
// (issue 23, stop 26).
import { amountsOf, DATE, dateParts, first, type Found, type PageText } from './find';
import { CLOSING, OPENING } from './bank-words';

/** A financial institution's name: capitalised words ending in Bank, Credit Union, Trust... */
export const INSTITUTION = String.raw`[A-Z][A-Za-z&.'-]*(?: [A-Z&][A-Za-z&.'-]*){0,5}? (?:Bank(?: & Trust| and Trust)?|Credit Union|FCU|Trust Company|Savings Bank)(?![A-Za-z])`;

/** A company's name with its legal suffix ('LANTERN HILL RESIDENTIAL, LLC'), as a mailing block prints it. */
export const COMPANY = String.raw`[A-Z][A-Za-z&.'-]*(?: [A-Z&][A-Za-z&.'-]*){0,5},? (?:LLC|L\.L\.C\.|Inc\.?|INC\.?|L\.P\.|LP|LLP|Corp\.?|CORP\.?)`;

/**
 * The bank a page's head names, wherever on its first three lines (an online-banking printout's
 * title bar 'Account Activity | Three Rivers National Bank'): only when a single bank is named there.
 */
export const headerBank = (pages: PageText[]): Found | null => {
  const page = pages[0];
  if (!page) return null;
  const head = page.text.split('\n').slice(0, 3);
  const names = new Map<string, Found>();
  for (const line of head)
    for (const m of line.matchAll(new RegExp(INSTITUTION, 'g')))
      names.set(m[0].toLowerCase(), { value: m[0], page: page.page, quote: line.trim() });
  return names.size === 1 ? [...names.values()][0]! : null;
};

const KINDS: [string, RegExp][] = [
  // The opening and closing balances' words by meaning ('Balance Forward', 'Balance This Statement').
  [
    'beginning_balance',
    new RegExp(String.raw`${OPENING}|\b(?:beginning|opening|previous|starting|prior)\b`, 'i'),
  ],
  [
    'ending_balance',
    new RegExp(String.raw`${CLOSING}|\b(?:ending|closing|new balance|current balance)\b`, 'i'),
  ],
  ['total_deposits', /\b(?:deposits|credits|additions|money in|paid in)\b/i],
  ['total_withdrawals', /\b(?:withdrawals|debits|deductions|subtractions|checks|money out|paid out)\b/i],
];

/** The headings of a line: cells apart by '|' or by column gaps of two spaces or more. */
const cellsOf = (line: string): string[] =>
  ((line.match(/\|/g) ?? []).length >= 2 ? line.split('|') : line.trim().split(/\s{2,}/))
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * The headings of a line whose column gaps a scan closed ('Beginning balance Money in Money out
 * Ending balance'): the four figures' names in the order they are printed, each named once.
 */
const gapless = (line: string): string[][] | null => {
  const at = KINDS.map(([key, re]) => {
    const hits = [...line.matchAll(new RegExp(re.source, 'gi'))];
    return hits.length === 1 ? { key, index: hits[0]!.index } : null;
  });
  if (at.some((x) => x === null) || line.trim().split(/\s+/).length > 12) return null;
  return at
    .map((x) => x!)
    .sort((a, b) => a.index - b.index)
    .map((x) => [x.key]);
};

/**
 * A bank's name is capitalised words ('Bank of the West'): a name read with a sentence's words
 * before it ('Banking services provided by Pinecrest Bank') keeps the capitalised run that ends
 * it; a name that still holds other lower-case words is no name (N/A, never stated).
 */
export const institutionName = (found: Found | null): Found | null => {
  if (!found || typeof found.value !== 'string') return found;
  const words = found.value.trim().split(/\s+/);
  let from = words.length;
  while (from > 0 && /^(?:[A-Z0-9&]|of$|and$|the$)/.test(words[from - 1]!)) from--;
  while (from < words.length && /^(?:of|and|the)$/.test(words[from]!)) from++;
  const name = words.slice(from).join(' ');
  return name.split(/\s+/).length >= 2
    ? { ...found, value: name }
    : {
        ...found,
        value: null,
        reason: `"${found.value}" does not read as a bank's name: check it on the page`,
      };
};

/**
 * The signs (+1 an addition, -1 a deduction) that make the row's other figures ('Service Charge',
 * 'Interest Paid') close the gap between the four and the ending balance, when exactly one set does.
 */
const extraSigns = (extras: number[], gap: number): number[] | null => {
  if (extras.length > 3) return null;
  const fits: number[][] = [];
  for (let mask = 0; mask < 1 << extras.length; mask++) {
    const signs = extras.map((_, k) => (mask & (1 << k) ? -1 : 1));
    if (Math.abs(extras.reduce((sum, x, k) => sum + signs[k]! * x, 0) - gap) <= 0.011) fits.push(signs);
  }
  return fits.length === 1 ? fits[0]! : null;
};

/** A row's figures: one per cell of a '|' row (the last amount of each: '4 4,143.25' is a count and a sum). */
const rowAmounts = (row: string, cells: number): number[] => {
  if ((row.match(/\|/g) ?? []).length < 2) return amountsOf(row);
  const parts = row
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean);
  const last = parts.map((c) => amountsOf(c).at(-1));
  return parts.length === cells && last.every((x) => x !== undefined) ? (last as number[]) : [];
};

/**
 * The four summary figures from a row of headings over a row of as many amounts, each amount read
 * under its own heading (whatever their order); stated only when all four are there and
 * reconcile (beginning + deposits - withdrawals = ending): a row that does not add up is not
 * taken for the summary. A heading's last word may wrap onto a line of its own ('... | Current' over
 * 'Balance'); up to three more figures in the row ('Service Charge', 'Interest Paid') count as
 * deposits or withdrawals when one way alone makes the row reconcile.
 */
export const summaryRow = (pages: PageText[]): Map<string, Found> | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    for (const [i, line] of lines.entries()) {
      if (amountsOf(line).length > 0) continue;
      const wrapped = /^[ \t]*[A-Za-z]+(?: [A-Za-z]+)?[ \t]*$/.test(lines[i + 1] ?? '') && /\|/.test(line);
      const heads = cellsOf(wrapped ? `${line.trimEnd()} ${lines[i + 1]!.trim()}` : line);
      const keys =
        heads.length >= 4 && heads.length <= 7
          ? heads.map((h) => KINDS.filter(([, re]) => re.test(h)).map(([k]) => k))
          : gapless(line);
      if (!keys) continue;
      // Each heading names one figure at most, and the four figures are each named once.
      if (keys.some((k) => k.length > 1)) continue;
      const named = keys.flat();
      if (named.length !== 4 || new Set(named).size !== 4) continue;
      const row = lines[i + (wrapped ? 2 : 1)];
      const amounts = row ? rowAmounts(row, keys.length) : [];
      if (amounts.length !== keys.length) continue;
      const value = (key: string) => Math.abs(amounts[keys.findIndex((k) => k[0] === key)]!);
      const [b, e, d, w] = KINDS.map(([k]) => value(k));
      const extras = amounts.filter((_, k) => keys[k]!.length === 0).map(Math.abs);
      const signs = extraSigns(extras, e! - (b! + d! - w!));
      if (!signs) continue;
      const sum = (sign: number) => extras.reduce((t, x, k) => t + (signs[k] === sign ? x : 0), 0);
      const totals: Record<string, number> = {
        beginning_balance: b!,
        ending_balance: e!,
        total_deposits: Math.round((d! + sum(1)) * 100) / 100,
        total_withdrawals: Math.round((w! + sum(-1)) * 100) / 100,
      };
      const out = new Map<string, Found>();
      for (const [key] of KINDS) out.set(key, { value: totals[key]!, page, quote: row!.trim() });
      return out;
    }
  }
  return null;
};

/** An account named by its product and last digits ('Business Advantage Checking - 2500', 'Savings ...4417'). */
export const productAccount = (pages: PageText[]): Found | null =>
  first(
    pages.slice(0, 1),
    // The digits end the line or a cell ('Business Checking - 2024 Statement' is a year, not read).
    // Or the whole number after a column gap ('BUSINESS VALUE 500 CHECKING  0000974089920'): eight
    // digits or more, never a year.
    /\b(?:checking|savings|money market)(?: account)?(?:[ \t]*(?:-|–|x|\.{3}|ending in|#)[ \t]*|[ \t]{2,}\d{4,13})(\d{4})(?=\s{2,}|[ \t]*$)/im,
    (m) => `****${m[1]}`,
  );

const dayNumber = (text: string) => {
  const p = dateParts(text.replace(/\s+/g, ' '));
  return p ? Date.UTC(p[0], p[1] - 1, p[2]) / 86_400_000 : null;
};

/**
 * A period printed as two labelled dates ('Beginning Date: 03/01/2026    Ending Date: 03/31/2026',
 * 'From Date ... To Date ...'): read only when both are there, in order, 20 to 100 days apart.
 */
export const labelledPeriod = (pages: PageText[], part: 1 | 2): Found | null =>
  first(
    pages.slice(0, 1),
    new RegExp(
      String.raw`\b(?:beginning|begin|start(?:ing)?|opening|from)[ \t]+date[ \t]*:?[ \t]*(${DATE})[^\n]{0,40}?\b(?:ending|end|closing|through|to)[ \t]+date[ \t]*:?[ \t]*(${DATE})`,
      'i',
    ),
    (m) => {
      const [a, b] = [dayNumber(m[1]!), dayNumber(m[2]!)];
      return a !== null && b !== null && b - a >= 20 && b - a <= 100 ? m[part] : undefined;
    },
  );
