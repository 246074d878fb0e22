// An amount written in words and figures (stop 29): 'the price ... is One Hundred Seventy-Two
// Thousand Five Hundred Dollars ($172,500)', 'earnest money in the amount of Eleven Thousand
// Dollars ($11,000)'. Stated only when the words and the figures name the same sum: two readings
// that agree, whatever the form's wording between the label and the amount.
import { AMOUNT, lineAt, money, type Found, type PageText } from './find';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000 };

/** 'One Hundred Seventy-Two Thousand Five Hundred' -> 172500; words it does not know -> null. */
export const wordsToNumber = (words: string): number | null => {
  let total = 0;
  let group = 0;
  let any = false;
  for (const w of words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((x) => x && x !== 'and')) {
    if (ONES.includes(w)) group += ONES.indexOf(w);
    else if (TENS.includes(w)) group += TENS.indexOf(w) * 10;
    else if (w === 'hundred') group = (group || 1) * 100;
    else if (SCALES[w]) {
      total += (group || 1) * SCALES[w]!;
      group = 0;
    } else return null;
    any = true;
  }
  return any ? total + group : null;
};

/** The number words that end a run of words ('... this sale is One Hundred Five' -> 'One Hundred Five'). */
const trailingNumber = (words: string): string => {
  const parts = words.trim().split(/\s+/);
  let from = parts.length;
  while (from > 0 && wordsToNumber(parts[from - 1]!.replace(/-/g, ' ')) !== null) from--;
  while (from < parts.length && /^and$/i.test(parts[from]!)) from++;
  return parts.slice(from).join(' ');
};

/**
 * The amount after a label, written in words then in figures in brackets ('<label> ... Eleven
 * Thousand Dollars ($11,000)'), within 160 characters of the label (lines wrapped read as one).
 */
export const wordsAndFigures = (pages: PageText[], label: string): Found | null => {
  const re = new RegExp(
    String.raw`(?:${label})([A-Za-z ,'-]{0,160}?)[ \t]Dollars\s*\(\s*(${AMOUNT})\s*\)`,
    'gi',
  );
  for (const { page, text } of pages) {
    const flat = text.replace(/\n/g, ' ');
    for (const m of flat.matchAll(re)) {
      const said = trailingNumber(m[1]!);
      const figures = money(m[2]);
      if (said === '' || figures === undefined || wordsToNumber(said) !== figures) continue;
      return { value: figures, page, quote: lineAt(text, m.index + m[0].indexOf(said)) };
    }
  }
  return null;
};
