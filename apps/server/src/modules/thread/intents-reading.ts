// A whole question as an analyst types it (issue 23 item 4), around the one-topic reading of
// intents.ts: what it rules out ("the LTV, not the LTC"), time words that name no figure ("as of
// closing", "at origination"), the document it names ("per the PFS"), a comparison ("is the
// appraised value above the purchase price?") and several figures asked at once ("rate and term?").
// Each is read only when every piece it rests on is itself clearly placed; otherwise the question
// is read as one, as before.
import { MONTH_NAMES } from '@lending/domain';
import { monthAsked, spellOut } from './intents-text';
import { PURPOSE, intentName, understand, subjectWords } from './intents';
import type { CompareOp, Intent, Named } from './intents-cues';

/** "not the LTC", "(not liquidity)", "I don't need the LTV, just": what the question rules out. */
const RULED_OUT = [
  /,?\s*\bor not\b/g,
  /\b(i )?(do not|don't|dont) (need|want|care about|give me|show me)\b[^,;—–]*?[,;—–]\s*(just|only|give me|show me)?\b/g,
  /(^|[,(;—–]\s*|\bbut\s+)(and )?not (the |a |an |our |their )?[^,;()?—–]+/g,
];

/** Time words that name no figure of their own: the figure asked is the file's. */
const WHEN_WORDS =
  /\b(since|after|from) (the )?(last|previous|prior|first|most recent) (payment|installment|statement|draw)\b|\b(at|as of|by|upon|at the time of|as at)( the)? (origination|orig|closing|close|funding|application|purchase|acquisition|underwriting|today|this point)\b|\btoday'?s\b|\bcurrently\b|\bright now\b/g;

const CLOSING_MONEY = /\b(cash|funds?|money|due|needed|need|required|bring|brought|costs?|fees?)\b/;

/** A document or record the question names, and what the answer then reads first. */
const SOURCES: [RegExp, string][] = [
  [/\b(pfs|personal financial statement)\b/, 'report:pfs'],
  [/\bloan record\b/, 'record:Loan record'],
  [/\bborrower record\b/, 'record:Borrower record'],
  [/\bproperty record\b/, 'record:Property record'],
  [/\b(loan )?application\b/, 'record:Application'],
  [/\bservicing (ledger|record)\b/, 'record:Servicing ledger'],
  [/\bapprais\w*|\bvaluation\b/, 'appraisal'],
  [/\brent roll\b/, 'rent-roll'],
  [/\b(purchase (contract|agreement)|sales? contract|psa)\b/, 'purchase-contract'],
  [/\bcredit report\b/, 'report:credit'],
];
const NAMES_SOURCE =
  /^(what|how)( does| do| did) the (.+?) (say|show|state|list|report|give|have)( about| for| as| on)?\b|\b(per|according to|from|on|in) the (.+?)(?=[,?]|$)/;

const COMPARATORS: [RegExp, CompareOp][] = [
  [/\b(at least|no less than|not less than)\b/, 'at least'],
  [/\b(at most|no more than|not more than)\b/, 'at most'],
  [/\b(above|over|higher than|greater than|more than|bigger than|larger than|exceeds?|exceeding)\b/, 'above'],
  [/\b(below|under|lower than|less than|smaller than)\b/, 'below'],
  [/\b(vs\.?|versus|compared (to|with))(?=\s|$)/, 'versus'],
];
/** A change from one month to another: "did the balance go up from March to April?" */
const CHANGE =
  /\b(go|goes|went|gone|come|came|move|moved|trend(ed)?) (up|down)\b|\b(increase|decrease|rise|rose|fall|fell|drop|grow|grew|decline)\w*\b/;
const THRESHOLD = /^\s*(the )?\$?(\d[\d,]*(?:\.\d+)?)\s*(%|percent|x|times)?\s*[?.!]*\s*$/;

/** One piece placed clearly: a figure the file can state (not a policy check, not a tie). */
const placeOne = (text: string): Named | null => {
  const intent = understand(text);
  if (!intent || ['policy', 'unsure', 'parts', 'compare', 'summary'].includes(intent.type)) return null;
  return { intent, name: intentName(intent) };
};

/** A piece naming only a month ("and for April?"): the neighbouring figure, for that month. */
const inMonth = (text: string, like: Named | undefined): Named | null => {
  const month = monthAsked(text);
  if (!month || like?.intent.type !== 'fact' || !like.intent.month) return null;
  return { intent: { ...like.intent, month }, name: like.name };
};

/** A clause reporting what someone says or wants: context, not a part of the question. */
const REPORTED =
  /\b(says?|said|told|tells|thinks?|thought|mentioned|wants?|wanted|asked|asks|believes?|claims?|expects?|expected|heard|hears)\b/;

const JOINED = /\band\b|&|\bplus\b|\+|\bas well as\b|\balong with\b/;
const ONE_THING =
  /\b(principal|p) ?(and|&) ?(interest|i)\b|\bterms? (and|&) conditions\b|\btaxes (and|&) insurance\b|\bprofit (and|&) loss\b|\bp ?& ?l\b|\bpiti\b/;
const QUALIFIER = /^(including|incl|with|without|excluding|less|net of|plus|before|after|on top of)\b/;

/** The source a question names, and the question without it ("what does the PFS say the NW is"). */
const namedSource = (question: string): { source: string; rest: string } | null => {
  const q = spellOut(question);
  const m = NAMES_SOURCE.exec(q);
  const named = m?.[3] ?? m?.[7];
  if (!m || !named) return null;
  const source = SOURCES.find(([pattern]) => pattern.test(named))?.[1];
  if (!source) return null;
  return { source, rest: `${q.slice(0, m.index)} ${q.slice(m.index + m[0].length)}`.trim() };
};

const sameFigure = (a: Intent, b: Intent) => JSON.stringify(a) === JSON.stringify(b);

/** "per the appraisal", "according to the rent roll": where to read, not a figure asked. */
const onlySource = (piece: string) => {
  const named = namedSource(piece);
  return named !== null && !placeOne(named.rest) && subjectWords(named.rest).length === 0;
};

const MONTH_YEAR = new RegExp(
  String.raw`\b(${MONTH_NAMES.flatMap((m) => [m.toLowerCase(), m.slice(0, 3).toLowerCase()]).join('|')}|sept)\b\.?,? '?\d{2,4}\b`,
  'g',
);
const ASKS = /\b(what|which|how|who|when|where|is|are|was|were|does|do|did|give|show|need|want)\b/;
/** A piece stating a figure of its own and asking nothing ("how many units, built in 1985?",
 * "..., the 24-unit on Main St"): it describes the subject, it is not a figure asked. */
const describes = (piece: string) => /\d/.test(piece.replace(MONTH_YEAR, ' ')) && !ASKS.test(piece);

/** "rate and term", "LTV, LTC and DSCR": each piece placed, or null when one is not. */
const readParts = (question: string): Named[] | null => {
  const q = question.toLowerCase().replace(PURPOSE, ' ');
  // One thing named with "and" ("principal and interest", "terms and conditions"): not two parts.
  if (ONE_THING.test(q)) return null;
  // Two figures asked together are joined by a word ("rate and term", "LTV, LTC and DSCR"); a comma
  // alone more often adds a clause about the one figure asked ("how many units, for the file?").
  // Three or more figures listed with commas alone ("loan amount, rate, term?") are parts too, when
  // every piece is itself a figure clearly placed.
  const listed = !JOINED.test(q) && (q.match(/,(?!\d)/g)?.length ?? 0) >= 2;
  if (!JOINED.test(q) && !listed) return null;
  const pieces = q
    .split(/\s*(?:,(?!\d)\s*(?:and\s+)?|\band\b|&|\bplus\b|\+|;|\bas well as\b|\balong with\b)\s*/)
    .filter((p) => /[a-z0-9]/i.test(p));
  if (pieces.length < 2) return null;
  const parts: Named[] = [];
  const pending: string[] = [];
  for (const piece of pieces) {
    // Context around the question ("the broker says end of month"): not a figure asked.
    if (REPORTED.test(piece) || describes(piece)) {
      if (listed) return null;
      continue;
    }
    // A piece naming only a source ("per the appraisal, how many units"): read through the source.
    if (onlySource(piece)) return null;
    // A qualifier of the figure before it ("the payoff, including interest"): the question is one.
    if (QUALIFIER.test(piece)) return null;
    const one = placeOne(piece) ?? inMonth(piece, parts.at(-1));
    if (!one && listed) return null;
    if (one) parts.push(one);
    else if (monthAsked(piece)) pending.push(piece);
    // A piece naming something no topic reads ("and the zoning"): not read as parts.
    else if (subjectWords(piece).length > 0) return null;
  }
  // A month named before its figure ("March and April ending balances").
  for (const piece of pending) {
    const one = inMonth(piece, parts[0]);
    if (!one) return null;
    parts.unshift(one);
  }
  // One figure named twice, once with its month ("per the March statement, ending balance?"): one part.
  const dated = (p: Named) => (p.intent.type === 'fact' && p.intent.month ? p.intent.key : null);
  const distinct = parts.filter(
    (p, i) =>
      !parts.slice(0, i).some((q) => sameFigure(p.intent, q.intent)) &&
      !(
        p.intent.type === 'fact' &&
        !p.intent.month &&
        parts.some((q) => dated(q) === (p.intent as { key: string }).key)
      ),
  );
  return distinct.length >= 2 ? distinct : null;
};

/** Figures on one scale: two ratios, two amounts, or one figure in two months. */
const MONEY = new Set([
  'appraised_value',
  'purchase_price',
  'loan_amount',
  'net_worth',
  'liquidity',
  'ending_balance',
  'monthly_rent',
  'market_rent',
  'rent_per_unit',
  'noi',
  'principal_balance',
  'payoff_amount',
]);
const comparable = (a: Intent, b: Intent) =>
  a.type === 'derived'
    ? b.type === 'derived' && (a.key === 'dscr') === (b.key === 'dscr')
    : a.type === 'fact' && b.type === 'fact' && (a.key === b.key || (MONEY.has(a.key) && MONEY.has(b.key)));

/** "is A above B", "is the LTV below 75%", "did the balance go up from March to April". */
const readCompare = (question: string): Intent | null => {
  const q = spellOut(question);
  if (CHANGE.test(q)) {
    const months = /\bfrom (.+?) to (.+?)(?=[?.!,]|$)/.exec(q);
    const topic = placeOne(q.replace(CHANGE, ' '));
    if (!months || !topic || topic.intent.type !== 'fact') return null;
    const [, from, to] = months;
    const [a, b] = [monthAsked(to!), monthAsked(from!)];
    if (!a || !b) return null;
    const at = (month: string): Named => ({ intent: { ...topic.intent, month } as Intent, name: topic.name });
    return {
      type: 'compare',
      left: at(a),
      right: at(b),
      op: /down|decrease|fall|fell|drop|decline/.test(q) ? 'below' : 'above',
    };
  }
  for (const [pattern, op] of COMPARATORS) {
    const m = pattern.exec(q);
    if (!m) continue;
    const [before, after] = [q.slice(0, m.index), q.slice(m.index + m[0].length)];
    const left = placeOne(before);
    if (!left) return null;
    const threshold = THRESHOLD.exec(after);
    if (threshold) {
      const value = Number(threshold[2]!.replace(/,/g, ''));
      return { type: 'compare', left, right: { value, shown: after.replace(/[?.!]/g, '').trim() }, op };
    }
    const right = placeOne(after) ?? inMonth(after, left);
    if (!right || sameFigure(left.intent, right.intent) || !comparable(left.intent, right.intent))
      return null;
    return { type: 'compare', left, right, op };
  }
  return null;
};

/** The question with what it rules out and its time words taken away, when the rest still reads. */
const focus = (question: string): string => {
  let q = question.toLowerCase();
  for (const pattern of RULED_OUT)
    q = q.replace(pattern, (m, lead: string | undefined) =>
      typeof lead === 'string' && /^[,(;—–]/.test(lead) ? ', ' : ' ',
    );
  // Cash or costs at closing are the deal's own figures, not a time word around another.
  if (!CLOSING_MONEY.test(q)) q = q.replace(WHEN_WORDS, ' ');
  q = q.replace(/\s+/g, ' ').trim();
  return q !== question.toLowerCase() && understand(q) ? q : question;
};

const RATIOS: [RegExp, 'ltv' | 'ltc' | 'dscr'][] = [
  [/\bltv\b|loan[- ]to[- ]value/, 'ltv'],
  [/\bltc\b|loan[- ]to[- ]cost/, 'ltc'],
  [/\bdscr\b|\bdcr\b|debt[- ]service coverage/, 'dscr'],
];
/** A question after how one ratio was reached ("what NOI did you use for the DSCR"). */
const HOW_REACHED =
  /\b(use|used|using|based on|built on|inputs?|goes into|go into|went into|assumes?|assumed|formula|calculat\w*|comput\w*|math|break ?down|numbers|derived)\b/;

/** The one ratio a question asks how it was reached: its answer states every input, cited. */
const ratioReached = (question: string): Intent | null => {
  const q = spellOut(question);
  const named = RATIOS.filter(([pattern]) => pattern.test(q));
  return named.length === 1 && HOW_REACHED.test(q) ? { type: 'derived', key: named[0]![1] } : null;
};

/** What the whole question asks for (intents.ts reads one topic; this reads around it). */
export const readQuestion = (question: string): Intent | null => {
  const q = focus(question);
  const whole = understand(q);
  if (whole?.type === 'policy') return whole;
  const reached = ratioReached(q);
  if (reached) return reached;
  // "loan amount vs the appraised value" is the LTV when the question reads as the ratio.
  const compared = readCompare(q);
  if (compared && !(compared.type === 'compare' && compared.op === 'versus' && whole?.type === 'derived'))
    return compared;
  const parts = readParts(q);
  if (parts) return { type: 'parts', parts };
  const named = namedSource(q);
  if (named) {
    // Each figure asked of the named source ("net worth and liquidity, per the PFS").
    const sourced = (n: Named): Named =>
      n.intent.type === 'fact' ? { ...n, intent: { ...n.intent, source: named.source } } : n;
    const many = readParts(named.rest);
    if (many) return { type: 'parts', parts: many.map(sourced) };
    const one = placeOne(named.rest);
    if (one?.intent.type === 'fact') return sourced(one).intent;
  }
  return whole;
};
