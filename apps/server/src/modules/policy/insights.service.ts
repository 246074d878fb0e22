// Insights (001 §3, DESIGN.md §7: level 0 info, 1 warning, 2 risk) written from the policy
// comparisons and the report findings. Each run replaces the loan's generated insights (source
// 'policy' or 'report') and leaves the ones written by people alone.
import {
  checkValue,
  formatFieldValue,
  formatPolicyValue,
  POLICY_ENTITY_TYPES,
  REPORT_FINDING_RULES,
  REPORT_SOURCE_LABELS,
  type PolicyAnalysis,
  type ReportSection,
  type ReportSource,
} from '@lending/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { insights, loans } from '../../db/schema';
import { ANALYSES, loadAnalysisContext } from './policy-analysis';

type NewInsight = typeof insights.$inferInsert;

/** A difference above this share between the borrower's figure and the vendor's is worth a look. */
const MISMATCH_SHARE = 0.1;

const policyInsights = (loanId: string, analysis: PolicyAnalysis): NewInsight[] => {
  const out: NewInsight[] = [];
  const who = analysis.title.replace(/^[^:]+:\s*/, '');
  for (const [field, v] of Object.entries(analysis.vars)) {
    const req = analysis.requirements[field]!;
    // An implausible value is N/A for every rule below; the insight says why it was not used.
    for (const side of [v.borrower, v.external])
      if (side.implausible)
        out.push({
          loan_id: loanId,
          entity_type: analysis.entity_type,
          entity_id: analysis.entity_id,
          source: 'policy',
          level: 1,
          name: `${v.label} implausible, not used`,
          description: `${who}: ${side.implausible}${side.source ? ` (${side.source})` : ''}. Treated as N/A until corrected.`,
        });
    const worst =
      [v.borrower, v.external].find((r) => r.indicator === 'red') ??
      [v.borrower, v.external].find((r) => r.indicator === 'yellow');
    if (worst) {
      const isRisk = worst.indicator === 'red';
      out.push({
        loan_id: loanId,
        entity_type: analysis.entity_type,
        entity_id: analysis.entity_id,
        source: 'policy',
        level: isRisk ? 2 : 1,
        name: isRisk ? `${v.label} outside policy` : `${v.label} near policy limit`,
        description: `${who}: ${formatPolicyValue(worst.value, req)}${worst.source ? ` (${worst.source})` : ''} against ${req.func} ${formatPolicyValue(req.value, req)}${isRisk && req.value_out_of_range ? `. ${req.value_out_of_range}` : ''}`,
      });
    }
    const b = v.borrower.value;
    const e = v.external.value;
    if (b !== null && e !== null && Math.abs(b - e) > Math.abs(e) * MISMATCH_SHARE && e !== 0) {
      out.push({
        loan_id: loanId,
        entity_type: analysis.entity_type,
        entity_id: analysis.entity_id,
        source: 'policy',
        level: 1,
        name: `${v.label} differs from ${v.external.source}`,
        description: `${who}: stated ${formatPolicyValue(b, req)}, ${v.external.source} reports ${formatPolicyValue(e, req)} (${Math.round(((b - e) / Math.abs(e)) * 100)}%)`,
      });
    }
  }
  return out;
};

const reportInsights = (loanId: string, source: string, sections: ReportSection[]): NewInsight[] =>
  sections.flatMap((section) =>
    section.items.flatMap((item) => {
      const rule = REPORT_FINDING_RULES[item.key];
      if (!rule) return [];
      const label = REPORT_SOURCE_LABELS[source as ReportSource] ?? source;
      // A finding is read only from a plausible figure (issue 23 item 5).
      const checked = typeof item.value === 'number' ? checkValue(item.key, item.value) : null;
      if (checked?.implausible)
        return [
          {
            loan_id: loanId,
            entity_type: section.entity_type ?? 'loan',
            entity_id: section.entity_id ?? null,
            source: 'report',
            level: 1 as const,
            name: `${item.label} implausible, not used`,
            description: `${section.title}: ${checked.implausible} (${label}). Treated as N/A until corrected.`,
          },
        ];
      if (!rule.when(item.value)) return [];
      return [
        {
          loan_id: loanId,
          entity_type: section.entity_type ?? 'loan',
          entity_id: section.entity_id ?? null,
          source: 'report',
          level: rule.level,
          name: rule.name,
          description: `${section.title}: ${item.label} ${typeof item.value === 'boolean' ? (item.value ? 'yes' : 'no') : formatFieldValue(item.key, item.value, item.label)} (${label})${item.note ? `. ${item.note}` : ''}`,
        },
      ];
    }),
  );

export const refreshLoanInsights = async (db: DbOrTx, loanId: string): Promise<number> => {
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) return 0;
  const ctx = await loadAnalysisContext(db, loan);
  const analyses = (await Promise.all(POLICY_ENTITY_TYPES.map((type) => ANALYSES[type](db, ctx)))).flat();
  const seen = new Set<string>();
  const rows = [
    ...analyses.flatMap((a) => policyInsights(loanId, a)),
    ...[...ctx.bySource.entries()].flatMap(([source, sections]) => reportInsights(loanId, source, sections)),
  ].filter((row) => {
    const key = `${row.name}|${row.description}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await db
    .delete(insights)
    .where(and(eq(insights.loan_id, loanId), inArray(insights.source, ['policy', 'report'])));
  if (rows.length) await db.insert(insights).values(rows);
  return rows.length;
};
