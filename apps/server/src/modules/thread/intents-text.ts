// A question's words as the offline reading sees them (issue 23 item 4): lower case, contractions
// spelled out ("what's" -> "what is", "isn't" -> "is not"), possessives dropped ("borrower's" ->
// "borrower") and plurals made singular ("units" -> "unit", "policies" -> "policy"), so one cue in
// the topic table reads every form an analyst types. And the month a question asks about.
import { MONTH_NAMES } from '@lending/domain';

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
};

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
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/'s\b|s'(?=\s|$)/g, (m) => (m === "'s" ? '' : 's'))
    .replace(/\b(amt|bal|pmt|val|prin|nxt|w\/)(?=[\s.?,!]|$)/g, (m) => SHORT[m] ?? m)
    .replace(/#\s*of\b/g, 'number of');

/** The question as the topic table reads it: spelled out, every word singular. */
export const normalizeQuestion = (question: string): string =>
  spellOut(question).replace(/[a-z]+/g, singular);

/** 'march', 'Mar 2026' -> 'March' / 'March 2026' (on the question as typed, lower-cased). */
export const monthAsked = (question: string): string | null => {
  const q = question.toLowerCase();
  const names = MONTHS.flatMap((m) => [m, m.slice(0, 3)]).join('|');
  const match = new RegExp(String.raw`\b(${names}|sept)\b\.?(?:\s+(\d{4}))?`).exec(q);
  if (!match) return null;
  // 'may' is a month only beside a balance word or a year ("May 2026", "May balance").
  if (
    match[1] === 'may' &&
    !match[2] &&
    !/\bmay\b[^?]*\b(balance|statement|deposit)|(balance|statement|deposits?)[^?]*\bmay\b/.test(q)
  )
    return null;
  const month = MONTHS.find((m) => m.startsWith(match[1]!.slice(0, 3)))!;
  const name = month[0]!.toUpperCase() + month.slice(1);
  return match[2] ? `${name} ${match[2]}` : name;
};
