// The demo's outside data (issue 8 §8): an investment policy with sensible bridge-lending
// requirements, and sandbox reports on the loans whose report activities are done, so the Data
// Analysis and External Data tabs and the insights are filled on the first start.
import { POLICY_FIELDS, REPORT_DEFAULT_LABELS, type PolicyEntityType } from '@lending/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { activities, insights, policies, reports } from '../schema';
import { MISSING_DATA } from '../../integrations/reports/report-adapter';
import { SANDBOX_REPORTS } from '../../integrations/reports/sandbox-data';
import type { SeedModules } from './seed-modules';

const OUT_OF_RANGE: Record<string, string> = {
  ltv: 'Leverage above the policy maximum: reduce the loan amount or add equity',
  credit_score: 'Credit below the policy minimum: needs a guarantor or board exception',
  liquidity: 'Liquidity below the policy minimum for the loan size',
  bankruptcies: 'Bankruptcy on record: board review required',
};

const demoPolicy = () =>
  (Object.keys(POLICY_FIELDS) as PolicyEntityType[]).flatMap((entity) =>
    POLICY_FIELDS[entity].map((def) => ({
      entity_type: entity,
      field: def.field,
      title: def.label,
      prefix: def.prefix ?? null,
      suffix: def.suffix ?? null,
      value: def.defaults.value,
      value_out_of_range: OUT_OF_RANGE[def.field] ?? null,
      func: def.defaults.func,
      diff: { top: def.defaults.top, mid: def.defaults.mid },
      is_active: true,
    })),
  );

export const seedReportsAndPolicy = async (
  tx: Tx,
  loanIds: string[],
  modules: Pick<SeedModules, 'reports' | 'policy'>,
): Promise<{ reports: number }> => {
  const { sourceOfActivity, loadReportSubject } = modules.reports;
  const { refreshLoanInsights, replaceRequirements } = modules.policy;
  const [existing] = await tx.select({ id: policies.id }).from(policies).limit(1);
  if (!existing) await replaceRequirements(tx, demoPolicy());
  if (loanIds.length === 0) return { reports: 0 };
  const done = await tx
    .select()
    .from(activities)
    .where(and(inArray(activities.loan_id, loanIds), eq(activities.state, 'done')));
  const byLoan = new Map<string, typeof done>();
  for (const activity of done) {
    if (!activity.loan_id || !sourceOfActivity(activity)) continue;
    byLoan.set(activity.loan_id, [...(byLoan.get(activity.loan_id) ?? []), activity]);
  }
  let count = 0;
  for (const [loanId, list] of byLoan) {
    const subject = await loadReportSubject(tx, loanId, { pullOption: 'full' });
    if (!subject) continue;
    for (const activity of list) {
      const source = sourceOfActivity(activity)!;
      if (MISSING_DATA[source](subject)) continue;
      const credit = source === 'credit-plus' || source === 'xactus';
      const sections = SANDBOX_REPORTS[source]({ ...subject, pullOption: credit ? 'full' : null });
      await tx.insert(reports).values({
        loan_id: loanId,
        activity_id: activity.id,
        source,
        report_type: activity.report_type ?? REPORT_DEFAULT_LABELS[source],
        state: 'done',
        request: { pull_option: credit ? 'full' : null, requested_by: 'demo seed' },
        result: { sections },
        is_sandbox: true,
      });
      if (credit)
        await tx
          .update(activities)
          .set({ data: { ...activity.data, pull_option: 'full' } })
          .where(eq(activities.id, activity.id));
      count += 1;
    }
    // The generated demo insights give way to the ones computed from the reports.
    await tx.delete(insights).where(and(eq(insights.loan_id, loanId), isNull(insights.source)));
  }
  for (const loanId of loanIds) await refreshLoanInsights(tx, loanId);
  return { reports: count };
};
