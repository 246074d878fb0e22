// GET /loan/{id}/get-all-sources (001 §3 source entries; issue 23 item 3): for every key, every
// source that states it — documents' data points (page and quote), reports' items, the borrower,
// entity and property records, the application, staff edits (who and when) — the dated ones newest
// first, then best first, with the sources that disagree flagged and an implausible value marked
// with the plausibility rule it fails. Stored source entries
// (source_entries) are listed as they are.
import { eq, inArray } from 'drizzle-orm';
import { displayFact, orderLoanSources, type LoanSource } from '@lending/domain';
import type { Db } from '../../db/client';
import { documents, sourceEntries } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { checkFacts } from './fact-plausibility';
import { collectLoanFacts, type LoanFact } from './loan-facts';

const norm = (fact: LoanFact): string => {
  const v = fact.value;
  if (Array.isArray(v))
    return v
      .map((x) => x.toLowerCase().replace(/\s+/g, ' ').trim())
      .sort()
      .join('|');
  if (typeof v === 'number')
    return fact.kind === 'money' ? v.toFixed(0) : String(Math.round(v * 1000) / 1000);
  return v
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
};

/**
 * A loan of one property buys that property: the property record's figure (its purchase price,
 * units) is about the same deal as the loan record's, so the two are compared, not kept apart.
 */
const sameDeal = (group: LoanFact[], fact: LoanFact): string | null => {
  if (fact.entity_name !== 'property') return fact.subject;
  const properties = new Set(group.filter((f) => f.entity_name === 'property').map((f) => f.subject));
  const loan = group.find((f) => f.entity_name === 'loan');
  return properties.size === 1 && loan ? loan.subject : fact.subject;
};

/**
 * Flags the facts that disagree: within a key and period, sources about the same subject (a
 * source without a subject, such as a document, is compared with every subject's values) that
 * state different values.
 */
const disagreements = (facts: LoanFact[]): Set<LoanFact> => {
  const flagged = new Set<LoanFact>();
  const groups = new Map<string, LoanFact[]>();
  for (const f of facts) {
    if (f.key === 'finding' || f.key.startsWith('report_item:')) continue;
    const id = `${f.loan_id}|${f.key}|${f.period ?? ''}`;
    groups.set(id, [...(groups.get(id) ?? []), f]);
  }
  for (const raw of groups.values()) {
    const group = raw.map((f) => ({ ...f, subject: sameDeal(raw, f) }));
    const subjects = new Set(group.map((f) => f.subject).filter((s): s is string => s !== null));
    const bySubject =
      subjects.size <= 1 ? [group] : [...subjects].map((s) => group.filter((f) => f.subject === s));
    const flag = (f: LoanFact) => flagged.add(raw[group.indexOf(f as (typeof group)[number])]!);
    for (const part of bySubject) {
      if (new Set(part.map(norm)).size > 1) for (const f of part) flag(f);
    }
    if (subjects.size > 1) {
      const known = new Set(group.filter((f) => f.subject !== null).map(norm));
      for (const f of group) if (f.subject === null && !known.has(norm(f))) flag(f);
    }
  }
  return flagged;
};

const toLoanSource = (fact: LoanFact, disagrees: boolean): LoanSource => ({
  source_key: fact.key,
  key_name: fact.key_name ?? fact.key,
  source_name: fact.source_name,
  label: fact.label,
  origin: fact.origin,
  value: fact.value,
  display: displayFact(fact.kind, fact.value),
  priority: fact.priority,
  documents: fact.document_id
    ? [{ document_id: fact.document_id, document_name: fact.source_name, page: fact.page }]
    : [],
  entity_name: fact.entity_name,
  entity_id: fact.entity_id,
  subject: fact.subject,
  period: fact.period,
  page: fact.page,
  quote: fact.quote,
  edited_by: fact.edited_by,
  edited_at: fact.edited_at,
  last_update: fact.last_update,
  display_option: 0,
  disagrees,
  implausible: fact.implausible ?? null,
});

/** The recorded 001 §3 source entries of the loan, as sources. */
const storedSources = async (db: Db, loanId: string): Promise<LoanSource[]> => {
  const stored = await db.select().from(sourceEntries).where(eq(sourceEntries.loan_id, loanId));
  if (stored.length === 0) return [];
  const names = new Map<string, string>();
  const ids = [...new Set(stored.flatMap((s) => s.document_ids))].filter((id) => isUuid(id));
  if (ids.length)
    for (const d of await db.select().from(documents).where(inArray(documents.id, ids)))
      names.set(d.id, d.document_name);
  return stored.map((s) => ({
    source_key: s.source_key,
    key_name: s.source_key,
    source_name: s.source_name,
    label: s.source_key.replace(/_/g, ' '),
    origin: 'record',
    value: s.value,
    display: displayFact('text', Array.isArray(s.value) ? s.value : String(s.value)),
    priority: s.priority,
    documents: s.document_ids.map((id) => ({
      document_id: id,
      document_name: names.get(id) ?? null,
      page: null,
    })),
    entity_name: s.entity_name,
    entity_id: s.entity_id,
    subject: null,
    period: null,
    page: null,
    quote: null,
    edited_by: null,
    edited_at: null,
    last_update: s.last_update,
    display_option: s.display_option,
    disagrees: false,
    implausible: null,
  }));
};

export const listLoanSources = async (db: Db, loanId: string): Promise<LoanSource[]> => {
  // Checked as the assistant checks them: an implausible value is listed, marked with its reason.
  const facts = checkFacts((await collectLoanFacts(db, loanId)).filter((f) => f.key !== 'finding'));
  const flagged = disagreements(facts);
  // Each key's sources by the period they state, newest first, then the others best first.
  return orderLoanSources([
    ...(await storedSources(db, loanId)),
    ...facts.map((f) => toLoanSource(f, flagged.has(f))),
  ]);
};
