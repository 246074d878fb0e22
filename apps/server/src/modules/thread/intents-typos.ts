// Typing slips in the words the topic table reads (issue 23 item 4): "liqudity", "gurantor",
// "apprasial", "statment" are read as the word meant. Only a word of six letters or more is
// mended, only to a word of this list that starts with the same letter and is one slip away (a
// letter missing, added, swapped with its neighbour or replaced; 'wroth' -> 'worth' among a short
// list of five-letter words), and never a word that is itself
// an inflection of the listed one ("rates", "leveraged") or a real word next to one ("borrowed").

const VOCABULARY = [
  'acquisition',
  'appraisal',
  'appraised',
  'appraiser',
  'apartment',
  'average',
  'balance',
  'beginning',
  'borrower',
  'building',
  'closing',
  'collateral',
  'contract',
  'coverage',
  'delinquent',
  'delinquency',
  'deposit',
  'employer',
  'guarantor',
  'installment',
  'insurance',
  'interest',
  'leverage',
  'liquidity',
  'maturity',
  'member',
  'membership',
  'minimum',
  'monthly',
  'mortgage',
  'operating',
  'outstanding',
  'ownership',
  'payment',
  'payoff',
  'percent',
  'percentage',
  'policy',
  'principal',
  'property',
  'purchase',
  'rental',
  'requested',
  'sponsor',
  'statement',
  'summary',
  'valuation',
  'withdrawal',
  'january',
  'february',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Five-letter words mended too: no other word a lending question uses is one slip from them
 * ('price' is not here: 'prime' is one slip away; nor 'score': 'store'). */
const SHORT = ['worth', 'value'];
const KNOWN = new Set([...VOCABULARY, ...SHORT]);

/** Real words one slip from a listed word: never mended. */
const REAL = new Set(['borrowed', 'properly', 'police', 'policies', 'members', 'rentals', 'deposed']);

/** One edit apart (insert, delete, replace, or swap two neighbours)? */
const oneSlip = (a: string, b: string): boolean => {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    return (
      diff.length === 2 &&
      diff[1] === diff[0]! + 1 &&
      a[diff[0]!] === b[diff[1]!] &&
      a[diff[1]!] === b[diff[0]!]
    );
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i += 1) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
};

const inflected = (word: string): boolean =>
  [/s$/, /es$/, /ed$/, /d$/, /ing$/, /ly$/].some((end) => end.test(word) && KNOWN.has(word.replace(end, '')));

/** The listed word a typed word (lower case) is one slip from, or the word itself. */
export const fixTypo = (word: string): string => {
  if (word.length < 5 || KNOWN.has(word) || REAL.has(word) || inflected(word)) return word;
  // A five-letter word is mended only to a five-letter word of its own short list.
  const pool = word.length === 5 ? SHORT : VOCABULARY;
  const near = pool.filter((v) => v[0] === word[0] && oneSlip(word, v));
  return near.length === 1 ? near[0]! : word;
};
