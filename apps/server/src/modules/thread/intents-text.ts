// A question's words as the offline reading sees them (issue 23 item 4): lower case, contractions
// spelled out ("what's" -> "what is", "isn't" -> "is not"), possessives dropped ("borrower's" ->
// "borrower") and plurals made singular ("units" -> "unit", "policies" -> "policy"), so one cue in
// the topic table reads every form an analyst types. And the month a question asks about.
import { MONTH_NAMES } from '@lending/domain';
import { fixTypo } from './intents-typos';

const MONTHS = MONTH_NAMES.map((m) => m.toLowerCase());

/** Analysts' shorthand, spelled out. */
const SHORT: Record<string, string> = {
  amt: 'amount',
  bal: 'balance',
  pmt: 'payment',
  val: 'value',
  prin: 'principal',
  nxt: 'next',
  'w/': 'with',
  stmt: 'statement',
  stmts: 'statements',
  acct: 'account',
  apt: 'apartment',
  apts: 'apartments',
  bldg: 'building',
  dt: 'date',
  px: 'price',
  pp: 'purchase price',
  svc: 'service',
  dob: 'date of birth',
  avg: 'average',
  mo: 'month',
  yr: 'year',
  incl: 'including',
};
const SHORT_WORDS = new RegExp(
  String.raw`(?<![a-z0-9])(${Object.keys(SHORT).join('|')})(?=[\s.?,!/)]|$)`,
  'g',
);

/** Words ending in 's' that are not plurals (short words are never touched). */
const NOT_PLURAL = new Set([
  'does',
  'goes',
  'yes',
  'thus',
  'plus',
  'always',
  'perhaps',
  'whereas',
  'towards',
]);

const singular = (word: string): string => {
  if (word.length <= 3 || NOT_PLURAL.has(word) || /(ss|us|is)$/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
};

/** The question lower-cased, contractions and possessives spelled out (words otherwise as typed). */
export const spellOut = (question: string): string =>
  question
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\b(what|when|where|who|how|it|that|there|here|which)'s\b/g, '$1 is')
    // Typed without the apostrophe: "whats", "whos".
    .replace(/\b(what|where|who|how|that)s\b/g, '$1 is')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/'s\b|s'(?=\s|$)/g, (m) => (m === "'s" ? '' : 's'))
    .replace(SHORT_WORDS, (m) => SHORT[m] ?? m)
    .replace(/#\s*of\b/g, 'number of')
    // "%" is read as the word: "ownership %" asks for percentages as "ownership percent" does.
    .replace(/\s*%/g, ' percent')
    .replace(/[a-z]{5,}/g, fixTypo);

/** The question as the topic table reads it: spelled out, every word singular. */
export const normalizeQuestion = (question: string): string =>
  spellOut(question).replace(/[a-z]+/g, singular);

/** A bank statement's words: beside them "may" or "3/31" names a month. */
const BANK_WORDS =
  /\b(balance|statement|deposit|withdrawal|bank|account|checking|saving|month|ending|end|close|closing)/;

/** 'march', 'Mar 2026', 'the 3/31 statement' -> 'March' / 'March 2026' (on the question as typed). */
export const monthAsked = (question: string): string | null => {
  const q = spellOut(question);
  const names = MONTHS.flatMap((m) => [m, m.slice(0, 3)]).join('|');
  // 'may' is a month beside a year, a statement word or a preposition ("end of May", "the May
  // statement"), not in "may I" or "it may be": then the next month named is the one asked.
  const mayIsMonth =
    !/\bmay (i|we|you|they|it|be|have|need|want|not)\b/.test(q) &&
    new RegExp(
      String.raw`\b(of|in|for|from|through|thru|since|during|the|until|till|by)\s+may\b|\bmay\b\.?\s+(\d|'\d)|\bmay\b[^?]*${BANK_WORDS.source}|${BANK_WORDS.source}[^?]*\bmay\b`,
    ).test(q);
  const match = [...q.matchAll(new RegExp(String.raw`\b(${names}|sept)\b\.?(?:\s+(\d{4}))?`, 'g'))].find(
    (m) => m[1] !== 'may' || m[2] || mayIsMonth,
  );
  if (!match) {
    // A month by number beside a statement word: "3/31", "03/2026", "03/28/2026".
    const dated = /(?:^|[\s(])(0?[1-9]|1[0-2])\/(\d{1,2}|\d{4})(?:\/(\d{4}))?\b/.exec(q);
    if (!dated || !BANK_WORDS.test(q)) return null;
    const name = MONTHS[Number(dated[1]) - 1]!;
    const year = dated[3] ?? (dated[2]!.length === 4 ? dated[2] : undefined);
    return `${name[0]!.toUpperCase()}${name.slice(1)}${year ? ` ${year}` : ''}`;
  }
  const month = MONTHS.find((m) => m.startsWith(match[1]!.slice(0, 3)))!;
  const name = month[0]!.toUpperCase() + month.slice(1);
  return match[2] ? `${name} ${match[2]}` : name;
};

/** Every period asked ("by month", "each statement", "month by month"): not one of them. */
const EVERY_PERIOD =
  /\b(by|each|every|per|all( the)?|all of the) (month|statement|period)s?\b|\bmonth by month\b|\bmonthly (ending )?balances\b|\b(trend|history)\b/;

/** 'the latest balance', 'most recent statement' -> 'latest'; 'oldest', 'first statement' -> 'earliest'. */
export const periodAsked = (question: string): 'latest' | 'earliest' | null => {
  const q = spellOut(question);
  if (EVERY_PERIOD.test(q)) return null;
  // "the last three statements", "first two months": several periods, not one.
  const several = String.raw`(?!\s+(\d|two|three|four|five|six|few|several|couple))`;
  const latest = new RegExp(
    String.raw`\b(latest|most recent|newest|last|current|final|recent)\b${several}`,
  ).test(q);
  const earliest = new RegExp(String.raw`\b(earliest|oldest|first)\b${several}`).test(q);
  // "the first statement and the last": both ends asked, so every period is shown.
  if (latest === earliest) return null;
  return latest ? 'latest' : 'earliest';
};
