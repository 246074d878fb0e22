// A question asking several figures at once, or comparing two (issue 23 item 4): each figure
// answered with its own citation, in one answer (one list of citations), "not in the file" said for
// the part the file does not state; a comparison's verdict only from two figures the file states.
import { displayFact } from '@lending/domain';
import type { LoanFact } from '../documents-intelligence/index';
import type { CompareOp, Intent, Named } from './intents-cues';
import { NOT_IN_FILE, type GroundedDoc, type Writer } from './grounded-writer';
import { best, derive, show } from './grounded-derived';

type AnswerInto = (w: Writer, intent: Intent, facts: LoanFact[], docs: GroundedDoc[]) => boolean;

const isNotStated = (line: string | undefined) => /^(Not in the file|Not sure)/.test(line ?? '');

/** The keys a ratio the file can compute shows beneath it, each cited ("LTC and purchase price"). */
const shownInputs = (parts: Named[], facts: LoanFact[]): Set<string> => {
  const keys = new Set<string>();
  for (const p of parts) {
    if (p.intent.type !== 'derived') continue;
    const d = derive(facts, p.intent.key);
    if (!('missing' in d)) for (const [, f] of d.inputs) keys.add(f.key);
  }
  return keys;
};

/** Each part in the order asked; an input a ratio already shows is not repeated. */
export const answerParts = (
  w: Writer,
  parts: Named[],
  facts: LoanFact[],
  docs: GroundedDoc[],
  answerInto: AnswerInto,
): boolean => {
  const inputs = shownInputs(parts, facts);
  for (const part of parts) {
    const { intent } = part;
    if (intent.type === 'fact' && !intent.month && !intent.source && inputs.has(intent.key)) continue;
    const from = w.lines.length;
    if (!answerInto(w, intent, facts, docs))
      w.lines.push(`${NOT_IN_FILE}: no source states the ${part.name}.`);
    else if (isNotStated(w.lines[from]) && !w.lines[from]!.startsWith(NOT_IN_FILE))
      // A part between topics names its candidates indented under its own head line.
      w.lines.splice(from, 0, `The ${part.name}:`);
  }
  return true;
};

type One = { value: number; shown: string };
/** One figure; one per borrower ('each'); several periods, none chosen ('several'); or none. */
type Figure = One | { each: (One & { subject: string })[] } | 'several' | null;

const monthMatches = (period: string, month: string) => {
  const [p, m] = [period.toLowerCase(), month.toLowerCase()];
  return p === m || p.startsWith(`${m} `) || m.startsWith(`${p} `);
};

/** The one figure the file states for a fact (null: none; 'several': one per borrower or month). */
const factFigure = (facts: LoanFact[], intent: Extract<Intent, { type: 'fact' }>): Figure => {
  let list = facts.filter((f) => f.key === intent.key && typeof f.value === 'number');
  if (list.length === 0) return null;
  const dated = list.some((f) => f.period !== null);
  if (intent.month && dated) list = list.filter((f) => f.period && monthMatches(f.period, intent.month!));
  const periods = [...new Set(list.map((f) => f.period).filter((p): p is string => p !== null))];
  if (periods.length > 1) {
    if (!intent.period) return 'several';
    const order = periods
      .map((p) => ({ p, t: Date.parse(`1 ${p}`) }))
      .sort((a, b) => a.t - b.t)
      .map((x) => x.p);
    const chosen = intent.period === 'latest' ? order.at(-1) : order[0];
    list = list.filter((f) => f.period === chosen);
  }
  // A figure the rules reject is never weighed.
  list = list.filter((f) => !f.implausible);
  if (list.length === 0) return null;
  const records = list.filter((f) => f.origin === 'record' && f.subject);
  for (const kind of new Set(records.map((f) => f.entity_name))) {
    const subjects = [...new Set(records.filter((f) => f.entity_name === kind).map((f) => f.subject!))];
    if (subjects.length > 1)
      return {
        each: subjects.map((subject) => {
          const top = best(records.filter((f) => f.subject === subject));
          return { subject, value: top.value as number, shown: show(top) };
        }),
      };
  }
  const top = best(list);
  return { value: top.value as number, shown: show(top) };
};

const figureOf = (facts: LoanFact[], intent: Intent): Figure => {
  if (intent.type === 'derived') {
    const d = derive(facts, intent.key);
    return 'missing' in d ? null : { value: d.value, shown: d.shown };
  }
  return intent.type === 'fact' ? factFigure(facts, intent) : null;
};

const isOne = (x: Figure): x is One => x !== null && x !== 'several' && !('each' in x);

const HOLDS: Record<Exclude<CompareOp, 'versus'>, (a: number, b: number) => boolean> = {
  above: (a, b) => a > b,
  below: (a, b) => a < b,
  'at least': (a, b) => a >= b,
  'at most': (a, b) => a <= b,
};

/** One verdict over every borrower's figure: yes when each holds, else who it holds for. */
const eachVerdict = (
  name: string,
  each: (One & { subject: string })[],
  b: One,
  right: string,
  op: Exclude<CompareOp, 'versus'>,
) => {
  const shown = (list: typeof each) => list.map((x) => `${x.subject} ${x.shown}`).join(', ');
  const yes = each.filter((x) => HOLDS[op](x.value, b.value));
  const no = each.filter((x) => !HOLDS[op](x.value, b.value));
  if (no.length === 0) return `Yes — the ${name} is ${op} ${right} for each (${shown(yes)}).`;
  if (yes.length === 0) return `No — the ${name} is ${op} ${right} for none (${shown(no)}).`;
  return `No — the ${name} is ${op} ${right} for ${shown(yes)}, not for ${shown(no)}.`;
};

/** The verdict first ("Yes — ..."), then each figure as the file states it, cited. */
export const answerCompare = (
  w: Writer,
  intent: Extract<Intent, { type: 'compare' }>,
  facts: LoanFact[],
  docs: GroundedDoc[],
  answerInto: AnswerInto,
): boolean => {
  const { left, right, op } = intent;
  const rightNamed = 'intent' in right ? right : null;
  const threshold = 'intent' in right ? null : right;
  const a = figureOf(facts, left.intent);
  // A threshold typed as a fraction beside a percentage ("LTV below .75"): the same scale.
  const percentOf = (t: One) =>
    t.value <= 1.5 && !/%|percent/.test(t.shown) && isOne(a) && a.shown.endsWith('%')
      ? { ...t, value: t.value * 100 }
      : t;
  const b: Figure = threshold ? percentOf(threshold) : figureOf(facts, rightNamed!.intent);
  const start = w.lines.length;
  for (const side of [left, rightNamed]) {
    if (!side) continue;
    const from = w.lines.length;
    // A side the file does not state is said once, by the head line.
    answerInto(w, side.intent, facts, docs);
    // A side stated per borrower or per month: its lines are shown, indented under the head line.
    if (!isOne(a) || !isOne(b))
      w.lines.splice(from, w.lines.length - from, ...w.lines.slice(from).map((l) => `  ${l}`));
  }
  const rightName = rightNamed ? `the ${rightNamed.name}` : threshold!.shown;
  let head: string;
  if (a === null || b === null) {
    const missing = a === null ? left.name : rightNamed!.name;
    head = `${NOT_IN_FILE}: no source states the ${missing}, so the two cannot be compared.`;
  } else if (a !== 'several' && 'each' in a && isOne(b) && op !== 'versus') {
    head = eachVerdict(left.name, a.each, b, rightNamed ? `${rightName} (${b.shown})` : rightName, op);
  } else if (!isOne(a) || !isOne(b)) {
    head = `Not sure which figure to compare: the file states the ${a === 'several' ? left.name : rightNamed!.name} more than once (per borrower or per period); each is shown.`;
  } else {
    const relation = a.value > b.value ? 'above' : a.value < b.value ? 'below' : 'equal to';
    const holds = {
      above: a.value > b.value,
      below: a.value < b.value,
      'at least': a.value >= b.value,
      'at most': a.value <= b.value,
      versus: null,
    }[op];
    const by =
      a.shown.startsWith('$') && b.shown.startsWith('$') && a.value !== b.value
        ? `, by ${displayFact('money', Math.round(Math.abs(a.value - b.value) * 100) / 100)}`
        : '';
    const shownRight = rightNamed ? `${rightName} (${b.shown})` : rightName;
    const sentence = `the ${left.name} (${a.shown}) is ${relation} ${shownRight}${by}.`;
    head =
      holds === null
        ? `${sentence[0]!.toUpperCase()}${sentence.slice(1)}`
        : `${holds ? 'Yes' : 'No'} — ${sentence}`;
  }
  w.lines.splice(start, 0, head);
  return true;
};
