// The grounded answer (issue 23 item 4): from the loan's facts (records, application, reports,
// documents' data points), one citation per figure naming its source and period, derived figures
// with their formula and each input cited, and "not in the file" when no source states it. A figure
// is stated only from a source; nothing is guessed.
import { displayFact, type RetrievalContent } from '@lending/domain';
import type { LoanFact } from '../documents-intelligence/index';
import type { Intent } from './intents';
import { policyLines } from './structured-facts';
import { NOT_IN_FILE, Writer, type GroundedDoc } from './grounded-writer';

export type { GroundedDoc } from './grounded-writer';

type Grounded = { lines: string[]; citations: RetrievalContent[]; found: boolean };

const show = (f: LoanFact) => displayFact(f.kind, f.value);
const same = (a: LoanFact, b: LoanFact) => show(a) === show(b);
const best = (list: LoanFact[]) => [...list].sort((a, b) => b.priority - a.priority)[0]!;

/** One figure per subject: the best source, then the sources that differ (each cited). */
const statement = (w: Writer, heading: string, list: LoanFact[]) => {
  const top = best(list);
  w.lines.push(`${heading}: ${show(top)} — ${w.cite(top)}`);
  const differ = list.filter((f) => !same(f, top));
  const seen = new Set<string>();
  for (const f of differ) {
    const id = `${f.source_name}|${show(f)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    w.lines.push(`  Differs: ${f.source_name} states ${show(f)} — ${w.cite(f)}`);
  }
};

const answerFact = (w: Writer, facts: LoanFact[], intent: Extract<Intent, { type: 'fact' }>) => {
  let list = facts.filter((f) => f.key === intent.key);
  if (list.length === 0) return false;
  const label = list[0]!.label;
  if (intent.ratio && list.every((f) => f.kind === 'money')) {
    // The reading found an amount where a ratio was asked: say so rather than state the wrong kind of figure.
    w.lines.push(
      `Not sure what is asked: the question wants a percentage or ratio, and the ${label.toLowerCase()} is an amount. Ask for the LTV, LTC or DSCR by name.`,
    );
    return true;
  }
  const periods = [...new Set(list.map((f) => f.period).filter((p): p is string => p !== null))];
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
  const subjects = [
    ...new Set(list.filter((f) => f.origin === 'record' && f.subject).map((f) => f.subject!)),
  ];
  if (subjects.length > 1) {
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
  const heading = `${label}${subjects[0] && list[0]!.entity_name !== 'loan' ? ` (${subjects[0]})` : ''}${intent.month && periods.length ? `, ${list[0]!.period}` : ''}`;
  statement(w, heading, list);
  return true;
};

const pick = (facts: LoanFact[], ...keys: string[]): LoanFact | null => {
  for (const key of keys) {
    const list = facts.filter((f) => f.key === key && typeof f.value === 'number');
    if (list.length) return best(list);
  }
  return null;
};
const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

const answerDerived = (w: Writer, facts: LoanFact[], key: 'ltv' | 'ltc' | 'dscr') => {
  const amount = pick(facts, 'loan_amount');
  const missing = (what: string) => {
    w.lines.push(`${NOT_IN_FILE}: the ${key.toUpperCase()} needs ${what}, which no source states.`);
    return true;
  };
  if (!amount) return missing('the loan amount');
  const a = amount.value as number;
  if (key === 'ltv') {
    const value = pick(facts, 'appraised_value', 'as_is_value');
    const base = value ?? pick(facts, 'purchase_price');
    if (!base || (base.value as number) <= 0) return missing('a property value');
    const v = base.value as number;
    w.lines.push(
      `LTV: ${pct(a / v)} = loan amount ${show(amount)} / ${base.label.toLowerCase()} ${show(base)}`,
    );
    w.lines.push(`  Loan amount — ${w.cite(amount)}`);
    w.lines.push(`  ${base.label} — ${w.cite(base)}`);
    if (!value) w.lines.push('  No appraised value is in the file, so this LTV is on the purchase price.');
    return true;
  }
  if (key === 'ltc') {
    const price = pick(facts, 'purchase_price');
    if (!price || (price.value as number) <= 0) return missing('the purchase price');
    const rehab = pick(facts, 'rehab_budget');
    const cost = (price.value as number) + ((rehab?.value as number | undefined) ?? 0);
    const costText = rehab
      ? `(purchase price ${show(price)} + rehab budget ${show(rehab)})`
      : `purchase price ${show(price)}`;
    w.lines.push(`LTC: ${pct(a / cost)} = loan amount ${show(amount)} / ${costText}`);
    w.lines.push(`  Loan amount — ${w.cite(amount)}`);
    w.lines.push(`  Purchase price — ${w.cite(price)}`);
    if (rehab) w.lines.push(`  Rehab budget — ${w.cite(rehab)}`);
    return true;
  }
  const noi = pick(facts, 'noi');
  const rate = pick(facts, 'interest_rate');
  if (!noi) return missing('the net operating income');
  if (!rate || (rate.value as number) <= 0) return missing('the interest rate');
  const service = a * (rate.value as number);
  w.lines.push(
    `DSCR: ${((noi.value as number) / service).toFixed(2)}x = net operating income ${show(noi)} / annual interest-only debt service ${displayFact('money', Math.round(service * 100) / 100)} (loan amount ${show(amount)} x rate ${show(rate)})`,
  );
  w.lines.push(`  Net operating income — ${w.cite(noi)}`);
  w.lines.push(`  Loan amount — ${w.cite(amount)}`);
  w.lines.push(`  Interest rate — ${w.cite(rate)}`);
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

/** The answer to one understood question over one loan's facts. */
export const groundedAnswer = (intent: Intent, facts: LoanFact[], docs: GroundedDoc[]): Grounded => {
  const w = new Writer();
  const found = answerInto(w, intent, facts, docs);
  if (!found) w.lines.push(`${NOT_IN_FILE}: no record, report or document of this loan states that.`);
  return {
    lines: w.lines,
    citations: w.citations,
    found: found && !/^(Not in the file|Not sure)/.test(w.lines[0]!),
  };
};
