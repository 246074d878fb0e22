// Offline question understanding (issue 23 item 4): a question is mapped to what it asks for — a
// key of the loan's file (net worth, units, March ending balance...), a derived figure (LTV, LTC,
// DSCR), the findings, the policy checks or a summary of one document — with a weighed topic table
// (intents-cues.ts). No model: the same question always gets the same reading. A question placed
// with a clear lead gets its topic; one whose best topics tie gets 'unsure' with those candidates
// (the answer names each, never one figure as the answer); one with only shared words (a lone
// "amount" or "balance") is not placed, and the passages answer it.
import { monthAsked, normalizeQuestion, periodAsked, spellOut } from './intents-text';
import { fact, type Intent, type Topic } from './intents-cues';
import { LOAN_TOPICS } from './intents-topics-loan';
import { SERVICING_TOPICS } from './intents-topics-servicing';
import { PARTY_TOPICS } from './intents-topics-parties';
import { OTHER_SUBJECTS, namedWords } from './intents-subjects';

export type { Intent } from './intents-cues';

/** Documents a summary can be about: what the question calls it -> the class or report it means. */
const SUMMARY_TARGETS: [RegExp, string][] = [
  [/apprais|valuation|bov\b/, 'appraisal'],
  [/bank statement|statements?\b|bank account/, 'bank-statement'],
  [/operating agreement|llc agreement|company agreement/, 'operating-agreement'],
  [/purchase (contract|agreement)|sales? contract|\bpsa\b|contract/, 'purchase-contract'],
  [/rent roll|tenant list|leases?\b/, 'rent-roll'],
  [/schedule of real estate|\bsreo\b|\breo\b/, 'sreo'],
  [/credit report|credit pull|tri-?merge/, 'report:credit'],
  [/background|legal verification|lexis|\bclear\b/, 'report:legal'],
  [/personal financial statement|\bpfs\b/, 'report:pfs'],
  [/rent (comparison|survey)|rentometer/, 'report:rentometer'],
  [/neighbou?rhood|demographic/, 'report:neighborhood-scout'],
];

const SUMMARY_WORDS =
  /\b(summari[sz]e|summary of|summary|overview|walk me through|(key|main) (points?|takeaways?)|takeaways?|highlights( of)?|brief me on|recap|rundown|gist|tl;?dr|what does the .+ say|tell me about the)\b/;

/** A question about the investment policy: its limits, or whether the loan meets them. */
const POLICY_WORDS =
  /\b(credit|our|the) box\b|\bcredit (policy|guidelines|criteria|standards)\b|\bpolic(y|ies)\b|\brequirements?\b|\bguidelines?\b|\bcovenants?\b|\blimits?\b|\bthresholds?\b|\bexceptions?\b|\bwithin (the )?(box|limits?|guidelines)|\b(pass|fail)(es|ed|ing|s)?\b|\ballowed\b|\bmax(imum)? (allowed|permitted)\b|\bminimums?\b|\bfloors?\b|\bmeets?\b|\bcompl(y|ies|iant|iance)\b/;
/** Words of a policy question only beside a metric the policy checks ("min FICO", "the credit box"). */
const POLICY_BESIDE_METRIC =
  /\bmin\b|\bmax\b|\bqualif(y|ies|ied|ying)\b|\beligib\w*|\bcut-?offs?\b|\bhurdles?\b|\bcriteria\b|\bbox\b|\bthe bar\b|\ballows?\b/;
const FAILING_WORDS =
  /\bfail(s|ed|ing)?\b|\boutside\b|\bbreach|\bexceptions?\b|\bviolat|\bmiss(es|ed)?\b|\bdoes not meet\b/;
/** Which policy metric a question names (the policy's fields, 001 §3). */
const POLICY_METRICS: [RegExp, string][] = [
  [/\bltv\b|loan[- ]to[- ]value|leverage/, 'ltv'],
  // Ratios the policy may set no limit on: named, so the answer says so rather than list every check.
  [/\bltc\b|loan[- ]to[- ]cost/, 'ltc'],
  [/\bdscr\b|\bdcr\b|debt[- ]service coverage/, 'dscr'],
  // 'the guarantor's score' in a policy question: the credit score (the loan score has no limit).
  // "the credit box", "credit policy": the whole policy, not the credit score.
  [
    /credit(?! (box|policy|policies|guidelines?|committee|criteria|standards?|parameters?))|fico|\bscore\b/,
    'credit_score',
  ],
  [/net ?worth/, 'net_worth'],
  [/liquid/, 'liquidity'],
  [/market rent|rent per unit|\brents?\b/, 'market_rent'],
  [/year built|\bage of\b|how old/, 'year_built'],
  [/square f|\bsq\.? ?ft\b/, 'square_footage'],
  [/\bunits?\b/, 'units'],
  [/purchase price/, 'purchase_price'],
  [/bankrupt/, 'bankruptcies'],
  [/judgments?|liens?/, 'judgments_liens'],
  [/experience|completed projects|track record/, 'completed_projects'],
  [/household income|median income/, 'median_household_income'],
];

/** The question asks for a percentage or a ratio (an amount cannot answer it). */
const RATIO_WORDS = /\b(percent|percentage|ratio|lever(age|ed))\b|%/;

/** The topics whose answer is an amount: a question asking for a percentage does not mean them. */
const AMOUNTS = new Set([
  'payoff_amount',
  'principal_balance',
  'beginning_balance',
  'average_daily_balance',
  'ending_balance',
  'total_deposits',
  'total_withdrawals',
  'net_worth',
  'liquidity',
  'rent_per_unit',
  'market_rent',
  'monthly_rent',
  'appraised_value',
  'purchase_price',
  'loan_amount',
  'noi',
  'accrued_interest',
  'late_fees_outstanding',
  'construction_holdback',
  'draws_funded',
  'interest_reserve',
]);

/** A clear sign (weight 2) is the least that places a question; a lone shared word does not. */
const PLACES = 2;

/** `clear`: a cue of weight 2 or more points to it (not only a shared word and a boost). */
type Scored = { topic: Topic; score: number; clear: boolean };

/** Servicing before the bank statement balances: a tie lists them in this order. */
const TOPICS = [...SERVICING_TOPICS, ...LOAN_TOPICS.slice(0, 4), ...PARTY_TOPICS, ...LOAN_TOPICS.slice(4)];

/**
 * A figure per unit, door or square foot: no topic states one but the rent per unit, so the
 * amount or count the question also names ("price per unit", "rent per square foot") is not it.
 */
const PER_UNIT = /\bper (unit|door|apartment|square f\w*|sq\.? ?ft|sf|foot)\b|\bpsf\b/;

/** A question after a change over time: no topic states one. */
const CHANGE = /\b(growth|grow|trend|increase|decrease|change|changed|history)\b/;

/** "Who ...?" is answered by a name, "When ...?" by a date: a topic that states neither is not it. */
const WHO_ASKED = /\bwho\b|\bwhose\b/;
const WHEN_ASKED = /\bwhen\b|(?<!\b(to|up to|as of|the) )\bdate\b/;
const NAMES = new Set([
  'borrower_name',
  'members',
  'ownership',
  'entity_name',
  'bank_name',
  'property_address',
]);
const DATES = new Set([
  'closing_date',
  'next_payment',
  'year_built',
  'last_payment',
  'maturity_date',
  'funded_date',
  'first_payment_date',
  'default_status',
]);
/** "How much ...?" is answered by an amount: not a date, nor a name (ownership states shares). */
const HOW_MUCH = /\bhow much\b/;
const NOT_AMOUNTS = new Set([
  'closing_date',
  'year_built',
  'maturity_date',
  'funded_date',
  'first_payment_date',
  'grace_period',
  'default_status',
  ...[...NAMES].filter((k) => k !== 'ownership'),
]);

/** How strongly the question (normalized) points to each topic. */
const scoreTopics = (words: string): Scored[] => {
  const isRatio = RATIO_WORDS.test(words);
  const isPerUnit = PER_UNIT.test(words);
  const isChange = CHANGE.test(words);
  const isWho = WHO_ASKED.test(words);
  const isWhen = WHEN_ASKED.test(words);
  const isHowMuch = HOW_MUCH.test(words);
  const isOther = OTHER_SUBJECTS.test(words);
  return TOPICS.map((topic) => {
    const matched = topic.cues.filter((c) => c.pattern.test(words));
    const direct = matched.filter((c) => !c.boost);
    const positive = direct.filter((c) => c.weight > 0).map((c) => c.weight);
    if (positive.length === 0) return { topic, score: 0, clear: false };
    // The strongest cue, one more for any other (overlapping cues do not add up), then the rest.
    let score = Math.max(...positive) + (positive.length > 1 ? 1 : 0);
    for (const c of matched) if (c.weight < 0 || c.boost) score += c.weight;
    if (isRatio && topic.intent.type === 'derived') score += 1;
    // A ratio named outright is asked, whatever input it names beside ("DSCR at the note rate").
    if (topic.intent.type === 'derived' && Math.max(...positive) >= 3) score += 2;
    if (isRatio && topic.intent.type === 'fact' && AMOUNTS.has(topic.intent.key)) score -= 2;
    const key = topic.intent.type === 'fact' || topic.intent.type === 'derived' ? topic.intent.key : null;
    if (isPerUnit && topic.intent.type === 'fact' && key !== 'rent_per_unit') score -= 3;
    if (key && isChange) score -= 3;
    if (key && isWho && !NAMES.has(key)) score -= 3;
    if (key && isWhen && !DATES.has(key)) score -= 3;
    if (key && isHowMuch && NOT_AMOUNTS.has(key)) score -= 3;
    if (isOther) score -= 3;
    return { topic, score, clear: Math.max(...positive) >= 2 };
  })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
};

/** The topics a question not placed points to only by a shared word ("amount"): at most three names. */
export const closestTopics = (question: string): string[] =>
  scoreTopics(normalizeQuestion(question))
    .slice(0, 3)
    .map((s) => s.topic.name);

/**
 * The words a question names that no topic reads (normalized: "employer", "hoa", "w-2"): what it
 * asks about when no topic is clearly named. A word that alone points to a topic is not one.
 */
export const subjectWords = (question: string): string[] =>
  namedWords(normalizeQuestion(question)).filter((w) => scoreTopics(w).length === 0);

/**
 * A purpose said around the question ("for the LTC calc", "for the memo", "... so I can check the
 * rent per door"): not what it asks.
 */
export const PURPOSE =
  /\b(so (that )?(i|we|you|they) (can|could|may)|in order to|so as to) [^?]*|\bfor (the|our|my|a|this) ([a-z0-9.-]+ ){0,3}?(calc\w*|calculation|section|analysis|memo|model|write-?up|sizing|report|package|recap)\b|\bfor (the|our) (ltv|ltc|dscr|dcr)\b|\b(for|to send to|to give to) (the|our|my|a) (title (company|agent)|closing (agent|attorney)|escrow (agent|officer|company)|attorney|refi(nance)? lender|new lender|take-?out lender|payoff lender|investor|committee|board)\b/g;

/** "How much are they paying?" with nothing else named: the price, the payment or the rate. */
const payingAsked = (words: string) =>
  /\b(how much|what) (are|is|will|would|do|does) (they|the borrower|the sponsor|he|she|the buyer|we)\b.*\bpay(ing)?\b/.test(
    words,
  );
const fact3 = (key: string, name: string) => ({ intent: fact(key), name });
const PAYING: Intent = {
  type: 'unsure',
  candidates: [
    fact3('purchase_price', 'purchase price'),
    fact3('next_payment', 'next payment'),
    fact3('interest_rate', 'interest rate'),
  ],
};

/** A clause ahead of the question saying when or why it is asked ("before I run the LTC, what is the
 * price?"): context, read only when the rest names nothing, like a purpose. */
const LEAD_CLAUSE =
  /^\s*(before|after|once|when|while|until|so|if|as soon as) (i|we|you|they|the \w+) [^,?]{1,80},\s*/;

/** What a figure is said to include: "incl. accrued interest", "including fees". */
const INCLUDING = /\b(including|incl|inclusive of|includes?)\b.*$/;

/** What the question asks for, or null when nothing in the table points to a topic clearly. */
export const understand = (question: string): Intent | null => {
  const plain = spellOut(question);
  const words = normalizeQuestion(question);
  const isPolicy =
    POLICY_WORDS.test(plain) ||
    (POLICY_BESIDE_METRIC.test(plain) && POLICY_METRICS.some(([pattern]) => pattern.test(plain)));
  if (isPolicy) {
    // The metric named first, when a question names more than one ("the FICO ... for this leverage").
    const named = POLICY_METRICS.map(([pattern, name]) => ({ name, at: plain.search(pattern) }))
      .filter((m) => m.at >= 0)
      .sort((a, b) => a.at - b.at);
    const field = named[0]?.name ?? null;
    return { type: 'policy', field, failing: FAILING_WORDS.test(plain) };
  }
  if (SUMMARY_WORDS.test(plain)) {
    const target = SUMMARY_TARGETS.find(([pattern]) => pattern.test(plain));
    if (target) return { type: 'summary', target: target[1] };
  }
  const isRatio = RATIO_WORDS.test(plain);
  const period = periodAsked(question);
  // "is the loan current?", "has it been extended?": a yes or no asked of a state (grounded.ts).
  const yesNo = /^(is|are|has|have|does|do|did|was|were)\b/.test(plain.trim()) ? words : null;
  const placed = (intent: Intent): Intent =>
    intent.type === 'fact'
      ? {
          ...intent,
          month: monthAsked(question),
          ratio: isRatio,
          ...(period ? { period } : {}),
          ...(yesNo ? { yesNo } : {}),
        }
      : intent;
  // The question without the purpose around it ("for the LTC calc I need the purchase price"); the
  // purpose is read only when the rest names nothing ("what do you have for the LTV?").
  // And what the figure includes ("total payoff incl. accrued interest"): a qualifier, not a figure.
  const focused = words.replace(LEAD_CLAUSE, ' ').replace(PURPOSE, ' ').replace(INCLUDING, ' ');
  const restNames =
    (scoreTopics(focused)[0]?.score ?? 0) >= PLACES ||
    namedWords(focused).some((w) => scoreTopics(w).length === 0);
  const [best, ...rest] = scoreTopics(restNames ? focused : words);
  if (!best || best.score < PLACES)
    return payingAsked(words) && subjectWords(question).length === 0 ? PAYING : null;
  // A name placed by "who" and a shared word ("the guarantor") while the question names another
  // person ("who is the guarantor's spouse"): that person is what is asked, not the name.
  const key = best.topic.intent.type === 'fact' ? best.topic.intent.key : '';
  if (!best.clear && NAMES.has(key) && subjectWords(question).length > 0) return null;
  const tied = rest.filter((s) => s.score >= best.score);
  if (tied.length === 0) return placed(best.topic.intent);
  return {
    type: 'unsure',
    candidates: [best, ...tied]
      .slice(0, 3)
      .map((s) => ({ intent: placed(s.topic.intent), name: s.topic.name })),
  };
};

/** The name of what an intent asks for ("interest rate", "LTV"), as the topic table calls it. */
export const intentName = (intent: Intent): string => {
  const key = intent.type === 'fact' || intent.type === 'derived' ? intent.key : null;
  const topic = TOPICS.find(
    (t) => t.intent.type === intent.type && (key === null || ('key' in t.intent && t.intent.key === key)),
  );
  if (topic) return topic.name;
  return intent.type === 'summary' ? `${intent.target.replace('report:', '')} summary` : intent.type;
};
