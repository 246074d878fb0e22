// The loan's structured facts beyond its file (issue 23 item 4, DESIGN.md §10 "structured records
// first"): the policy checks the Data Analysis tab shows (each metric, its limit, pass or fail, from
// the same analysis); the servicing position of a boarded loan is in structured-servicing.ts.
import { eq } from 'drizzle-orm';
import {
  POLICY_ENTITY_TYPES,
  formatPolicyValue,
  requirementText,
  type PolicyAnalysis,
  type PolicyRowValue,
} from '@lending/domain';
import type { Db } from '../../db/client';
import { loans } from '../../db/schema/index';
import { epochNow } from '../../lib/clock';
import type { LoanFact } from '../documents-intelligence/index';
import { ANALYSES, loadAnalysisContext } from '../policy/index';

type FactSource = Omit<LoanFact, 'key' | 'label' | 'value' | 'kind'>;

export const sourceOf = (loanId: string, name: string, more: Partial<FactSource> = {}): FactSource => ({
  loan_id: loanId,
  origin: 'record',
  source_name: name,
  subject: null,
  entity_name: 'loan',
  entity_id: loanId,
  period: null,
  document_id: null,
  document_class: null,
  page: null,
  quote: null,
  edited_by: null,
  edited_at: null,
  last_update: epochNow(),
  priority: 4,
  ...more,
});

/**
 * One side of a policy row as a sentence: "654 (stated) fails (near the limit)". Pass or fail is the
 * value against the limit itself; the table's yellow band (close to the limit, on either side) is
 * said beside it.
 */
const sideText = (
  side: string,
  value: PolicyRowValue,
  requirement: PolicyAnalysis['requirements'][string],
): string | null => {
  if (value.implausible) return `${side} value implausible, not used (${value.implausible})`;
  if (value.value === null) return null;
  const passes =
    requirement.func === 'min' ? value.value >= requirement.value : value.value <= requirement.value;
  const near = value.indicator === 'yellow' ? ' (near the limit)' : '';
  const source = value.source ? `, ${value.source}` : '';
  return `${formatPolicyValue(value.value, requirement)} (${side}${source}) ${passes ? 'passes' : 'fails'}${near}`;
};

/** The policy checks: one fact per metric and table, keyed `policy:<field>`. */
export const policyFacts = async (db: Db, loanId: string): Promise<LoanFact[]> => {
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) return [];
  const ctx = await loadAnalysisContext(db, loan);
  const out: LoanFact[] = [];
  for (const type of POLICY_ENTITY_TYPES)
    for (const analysis of await ANALYSES[type](db, ctx))
      for (const [field, row] of Object.entries(analysis.vars)) {
        const requirement = analysis.requirements[field];
        if (!requirement) continue;
        const sides = [
          sideText('stated', row.borrower, requirement),
          sideText('outside data', row.external, requirement),
        ].filter((s): s is string => s !== null);
        const limit = requirementText({ ...requirement });
        out.push({
          ...sourceOf(loanId, 'Policy analysis', {
            origin: 'report',
            subject: analysis.title,
            entity_name: analysis.entity_type,
            entity_id: analysis.entity_id,
            last_update: analysis.last_update ?? epochNow(),
            priority: 1,
          }),
          key: `policy:${field}`,
          label: `${row.label} (${analysis.title})`,
          value: `policy ${limit}; ${sides.length ? sides.join('; ') : 'no value to check'}`,
          kind: 'text',
        });
      }
  return out;
};

const RATIO_NAMES: Record<string, string> = { ltv: 'LTV', ltc: 'LTC', dscr: 'DSCR' };

/**
 * The answer to a policy question: per metric, whether the loan passes (head line, no figure) and
 * the limit with each side's value and verdict beneath; only the failures when that is asked.
 */
export const policyLines = (facts: LoanFact[], ask: { field: string | null; failing: boolean }): string[] => {
  const checks = facts.filter(
    (f) => f.key.startsWith('policy:') && (!ask.field || f.key === `policy:${ask.field}`),
  );
  if (checks.length === 0)
    return ask.field && facts.some((f) => f.key.startsWith('policy:'))
      ? [
          `Not in the file: the policy sets no limit on the ${RATIO_NAMES[ask.field] ?? ask.field.replace(/_/g, ' ')}.`,
        ]
      : [];
  const verdictOf = (f: LoanFact) =>
    / fails\b/.test(String(f.value))
      ? 'fails'
      : /\bpasses\b/.test(String(f.value))
        ? 'passes'
        : 'not checked (no value)';
  // "Any exception on the FICO?" names its metric: its checks answer it, passing or failing.
  const shown = checks.filter((f) => !ask.failing || ask.field !== null || verdictOf(f) === 'fails');
  if (shown.length === 0) return [`Policy checks: none fails (${checks.length} checked) — Policy analysis`];
  return shown.flatMap((f) => [`${f.label}: ${verdictOf(f)} — Policy analysis`, `  ${String(f.value)}`]);
};
