// The grounded answer (issue 23 item 4): from the loan's facts (records, application, reports,
// documents' data points), one citation per figure naming its source and period, derived figures
// with their formula and each input cited, and "not in the file" when no source states it. A figure
// is stated only from a source; nothing is guessed.
import type { RetrievalContent } from '@lending/domain';
import type { LoanFact } from '../documents-intelligence/index';
import { intentName, type Intent } from './intents';
import { policyLines } from './structured-facts';
import { SERVICING_KEYS, servicingVerdict } from './structured-servicing';
import { NOT_IN_FILE, Writer, type GroundedDoc } from './grounded-writer';
import { answerDerived, best, show } from './grounded-derived';
import { answerCompare, answerParts } from './grounded-parts';
import { statement } from './grounded-statement';

export type { GroundedDoc } from './grounded-writer';

type Grounded = { lines: string[]; citations: RetrievalContent[]; found: boolean };

const same = (a: LoanFact, b: LoanFact) => show(a) === show(b);

/** What the file states in place of a figure it lacks: the rents by the unit when no total is stated. */
const STATED_INSTEAD: Record<string, string> = { monthly_rent: 'rent_per_unit' };

const answerFact = (w: Writer, facts: LoanFact[], intent: Extract<Intent, { type: 'fact' }>): boolean => {
  let list = facts.filter((f) => f.key === intent.key);
  const instead = STATED_INSTEAD[intent.key];
  if (list.length === 0 && instead && !intent.month && facts.some((f) => f.key === instead)) {
    const from = w.lines.length;
    const written = answerFact(w, facts, { ...intent, key: instead });
    // An implausible rent per unit is already 'not sure', with its reason.
    if (written && !/^Not sure/.test(w.lines[from] ?? ''))
      w.lines.push(
        `  No rent roll or record states the total ${intentName(intent)}: the rent per unit is shown.`,
      );
    return written;
  }
  if (list.length === 0) return false;
  const label = list[0]!.label;
  // The source the question names ("per the PFS"): its figure, else the others' with a note.
  let note: string | null = null;
  let others: LoanFact[] = [];
  if (intent.source) {
    const named = list.filter((f) => sourceMatches(intent.source!, f));
    // What the other sources state differently stays in view beneath, each cited.
    if (named.length > 0)
      [list, others] = [named, list.filter((f) => !named.includes(f) && !named.some((n) => same(n, f)))];
    else {
      const what = sourceName(intent.source);
      note = facts.some((f) => sourceMatches(intent.source!, f))
        ? `  (The ${what} does not state the ${label.toLowerCase()}; the sources that do are shown.)`
        : `  (No ${what} is in the file; the sources that state the ${label.toLowerCase()} are shown.)`;
    }
  }
  // A yes/no question on a state: the verdict first, the fact it rests on beneath.
  const verdict =
    intent.yesNo && list.length === 1
      ? servicingVerdict(intent.key, list[0]!.value as string, intent.yesNo)
      : null;
  if (verdict) w.lines.push(verdict);
  const written = answerFactFrom(w, list, label, intent);
  if (note && written) w.lines.push(note);
  if (written && !intent.month && !intent.period)
    for (const f of others.slice(0, 4))
      w.lines.push(
        `  Other source: ${f.source_name}${f.subject ? ` (${f.subject})` : ''} states ${show(f)} — ${w.cite(f)}`,
      );
  return written;
};

/** The newest or oldest of the periods ("January 2026"...), or null when one is not a month. */
const periodAt = (periods: string[], which: 'latest' | 'earliest'): string | null => {
  const dated = periods.map((p) => ({ p, t: Date.parse(`1 ${p}`) }));
  if (!dated.every((d) => Number.isFinite(d.t))) return null;
  dated.sort((a, b) => a.t - b.t);
  return (which === 'latest' ? dated.at(-1) : dated[0])!.p;
};

const answerFactFrom = (
  w: Writer,
  from: LoanFact[],
  label: string,
  intent: Extract<Intent, { type: 'fact' }>,
): boolean => {
  let list = from;
  if (intent.ratio && list.every((f) => f.kind === 'money')) {
    // The reading found an amount where a ratio was asked: say so rather than state the wrong kind of figure.
    w.lines.push(
      `Not sure what is asked: the question wants a percentage or ratio, and the ${label.toLowerCase()} is an amount. Ask for the LTV, LTC or DSCR by name.`,
    );
    return true;
  }
  // Oldest first when every period is a month ("January 2026"), else as the file lists them.
  const periods = [...new Set(list.map((f) => f.period).filter((p): p is string => p !== null))];
  if (periods.every((p) => Number.isFinite(Date.parse(`1 ${p}`))))
    periods.sort((a, b) => Date.parse(`1 ${a}`) - Date.parse(`1 ${b}`));
  // A month on a figure no source dates ("APR?" read as April, the rate) does not filter it.
  if (intent.month && periods.length > 0) {
    const month = intent.month.toLowerCase();
    list = list.filter(
      (f) =>
        f.period &&
        (f.period.toLowerCase() === month ||
          f.period.toLowerCase().startsWith(`${month} `) ||
          month.startsWith(`${f.period.toLowerCase()} `)),
    );
    if (list.length === 0) {
      w.lines.push(
        `${NOT_IN_FILE}: no source states the ${label.toLowerCase()} for ${intent.month}${periods.length ? ` (the file has ${periods.join(', ')})` : ''}.`,
      );
      return true;
    }
  }
  const chosen =
    intent.period && !intent.month && periods.length > 1 ? periodAt(periods, intent.period) : null;
  if (chosen) {
    const of = `${intent.period} of the ${periods.length} on file`;
    statement(
      w,
      `${label}, ${chosen} (${of})`,
      list.filter((f) => f.period === chosen),
    );
    return true;
  }
  if (periods.length > 1 && !intent.month) {
    for (const period of periods)
      statement(
        w,
        `${label}, ${period}`,
        list.filter((f) => f.period === period),
      );
    const undated = list.filter((f) => f.period === null);
    if (undated.length) statement(w, `${label} (no period)`, undated);
    return true;
  }
  // One figure per borrower (or property): several subjects of one kind of record, never the
  // loan's and the property's own record of the same price.
  const records = list.filter((f) => f.origin === 'record' && f.subject);
  const subjects = [...new Set(records.map((f) => f.subject!))];
  const kinds = new Set(records.map((f) => f.entity_name));
  const perSubject = [...kinds].some(
    (k) => new Set(records.filter((f) => f.entity_name === k).map((f) => f.subject)).size > 1,
  );
  if (subjects.length > 1 && perSubject) {
    for (const subject of subjects)
      statement(
        w,
        `${label} (${subject})`,
        list.filter((f) => f.subject === subject),
      );
    const others = list.filter((f) => !f.subject || !subjects.includes(f.subject));
    if (others.length) statement(w, `${label} (other sources)`, others);
    return true;
  }
  const top = best(list);
  const subject =
    top.origin === 'record' && top.entity_name !== 'loan' && kinds.size === 1 ? top.subject : null;
  const heading = `${label}${subject ? ` (${subject})` : ''}${intent.month && periods.length ? `, ${list[0]!.period}` : ''}`;
  statement(w, heading, list);
  return true;
};

const matchesTarget = (target: string, f: { document_class: string | null; source_name: string }) =>
  target.startsWith('report:')
    ? (f.document_class ?? '').startsWith(target === 'report:credit' ? 'report:credit-plus' : target) ||
      (target === 'report:credit' && f.document_class === 'report:xactus') ||
      (target === 'report:legal' && ['report:clear', 'report:lexis-nexis'].includes(f.document_class ?? ''))
    : f.document_class === target ||
      (target === 'appraisal' &&
        (f.document_class === 'report:appraisal' || /apprais|valuation/i.test(f.source_name)));

/** A source the question names: a record by its name ("record:Loan record"), else a document class. */
const sourceMatches = (source: string, f: LoanFact) =>
  source.startsWith('record:') ? f.source_name === source.slice(7) : matchesTarget(source, f);
const sourceName = (source: string) =>
  source.startsWith('record:')
    ? source.slice(7).toLowerCase()
    : source.startsWith('report:')
      ? `${source.length <= 11 ? source.slice(7).toUpperCase() : source.slice(7)} report`
      : source.replace(/-/g, ' ');

const answerSummary = (w: Writer, facts: LoanFact[], docs: GroundedDoc[], target: string) => {
  const about = facts.filter((f) => f.key !== 'finding' && matchesTarget(target, f));
  const bySource = new Map<string, LoanFact[]>();
  for (const f of about) bySource.set(f.source_name, [...(bySource.get(f.source_name) ?? []), f]);
  for (const [source, list] of bySource) {
    w.lines.push(`${source}:`);
    for (const f of list.slice(0, 12)) w.lines.push(`  ${f.label}: ${show(f)} — ${w.cite(f)}`);
  }
  const unread = docs.filter(
    (d) =>
      matchesTarget(target, { document_class: d.document_class, source_name: d.name }) &&
      !about.some((f) => f.document_id === d.document_id),
  );
  for (const d of unread) {
    const text = (d.first_page ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' ');
    if (text)
      w.lines.push(
        `${d.name} (no values read from it): "${text.slice(0, 240)}" — ${w.citePage(d, text.slice(0, 240))}`,
      );
  }
  return w.lines.length > 0;
};

const answerFindings = (w: Writer, facts: LoanFact[]) => {
  const found = facts.filter((f) => f.key === 'finding').sort((a, b) => b.label.localeCompare(a.label));
  for (const f of found.slice(0, 15)) w.lines.push(`${f.label}: ${show(f)} — ${f.source_name}`);
  return found.length > 0;
};

/** Writes the answer to one placed topic; false when the file states nothing for it. */
const answerInto = (w: Writer, intent: Intent, facts: LoanFact[], docs: GroundedDoc[]): boolean => {
  switch (intent.type) {
    case 'fact':
      return answerFact(w, facts, intent);
    case 'derived':
      return answerDerived(w, facts, intent.key);
    case 'summary':
      return answerSummary(w, facts, docs, intent.target);
    case 'policy': {
      const lines = policyLines(facts, intent);
      w.lines.push(...lines);
      return lines.length > 0;
    }
    case 'unsure':
      return answerUnsure(w, intent.candidates, facts, docs);
    case 'parts':
      return answerParts(w, intent.parts, facts, docs, answerInto);
    case 'compare':
      return answerCompare(w, intent, facts, docs, answerInto);
    default:
      return answerFindings(w, facts);
  }
};

/**
 * A question between topics: no figure is its answer. The head line names the candidates; each one
 * the file states is shown beneath, indented and labelled as what it is, so the analyst picks.
 */
const answerUnsure = (
  w: Writer,
  candidates: Extract<Intent, { type: 'unsure' }>['candidates'],
  facts: LoanFact[],
  docs: GroundedDoc[],
): boolean => {
  const names = candidates.map((c) => `the ${c.name}`);
  const either = `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}`;
  const head = w.lines.push(
    `Not sure which you mean — ${either}? Each as the file states it; ask for one by name.`,
  );
  let stated = 0;
  for (const c of candidates) {
    const from = w.lines.length;
    const found = answerInto(w, c.intent, facts, docs);
    const lines = w.lines.splice(from);
    if (found && !/^Not in the file/.test(lines[0] ?? '')) stated += 1;
    w.lines.push(
      ...(found ? lines : [`${c.name[0]!.toUpperCase()}${c.name.slice(1)}: not in the file`]).map(
        (l) => `  ${l}`,
      ),
    );
  }
  if (stated === 0) w.lines.splice(head - 1, w.lines.length, `${NOT_IN_FILE}: no source states ${either}.`);
  return true;
};

/** Why nothing answers: a servicing figure of a loan not boarded has no ledger to state it. */
const notStated = (intent: Intent, facts: LoanFact[]) =>
  intent.type === 'fact' && SERVICING_KEYS.has(intent.key) && !facts.some((f) => SERVICING_KEYS.has(f.key))
    ? `${NOT_IN_FILE}: the loan is not boarded for servicing, so no servicing ledger states its ${intentName(intent)}.`
    : `${NOT_IN_FILE}: no record, report or document of this loan states that.`;

/** The answer to one understood question over one loan's facts. */
export const groundedAnswer = (intent: Intent, facts: LoanFact[], docs: GroundedDoc[]): Grounded => {
  const w = new Writer();
  const found = answerInto(w, intent, facts, docs);
  if (!found) w.lines.push(notStated(intent, facts));
  return {
    lines: w.lines,
    citations: w.citations,
    found: found && !/^(Not in the file|Not sure)/.test(w.lines[0]!),
  };
};
