// What a credit memo says (issue 23 item 7), as printed strings: the loan summary, the score with
// its categories, the policy tables, the exceptions, the insights, the reports' summaries and the
// key data points with their sources. The PDF and the DOCX are drawn from this one model, every
// figure printed by the domain's formatting module, every implausible value flagged, not used.
import {
  formatAs,
  formatFieldValue,
  formatPolicyValue,
  formatUsDate,
  requirementText,
  SCORE_CATEGORIES,
  type PolicyAnalysis,
  type PolicyRowValue,
  type ScoreResult,
  formatPercentChange,
} from '@lending/domain';

export type MemoLine = { label: string; value: string; source?: string };
type MemoPolicyRow = {
  label: string;
  borrower: string;
  external: string;
  requirement: string;
};
export type MemoModel = {
  lender: string;
  title: string;
  loan_name: string;
  loan_number: string;
  date: string;
  summary: MemoLine[];
  score: { total: string; lines: MemoLine[] };
  policy: Array<{ title: string; rows: MemoPolicyRow[] }>;
  exceptions: string[];
  insights: MemoLine[];
  reports: Array<{ title: string; lines: MemoLine[] }>;
  data_points: MemoLine[];
};

const INDICATOR_WORD = { green: 'meets', yellow: 'near limit', red: 'outside policy' } as const;
const CATEGORY_LABELS: Record<(typeof SCORE_CATEGORIES)[number], string> = {
  properties: 'Properties',
  neighborhoods: 'Neighborhoods',
  borrowers: 'Borrowers',
  'loan-factors': 'Loan factors',
};

const cell = (value: PolicyRowValue, requirement: PolicyAnalysis['requirements'][string]): string => {
  if (value.implausible) return `Implausible, not used: ${value.implausible}`;
  if (value.value === null) return 'N/A';
  const shown = formatPolicyValue(value.value, requirement);
  const diff = value.diff === null ? '' : ` (${formatPercentChange(value.diff)})`;
  const verdict = value.indicator ? `, ${INDICATOR_WORD[value.indicator]}` : '';
  const source = value.source ? ` - ${value.source}` : '';
  return `${shown}${diff}${verdict}${source}`;
};

export const policySections = (analyses: PolicyAnalysis[]): MemoModel['policy'] =>
  analyses
    .filter((a) => Object.keys(a.vars).length > 0)
    .map((analysis) => ({
      title: analysis.title,
      rows: Object.entries(analysis.vars)
        .sort(([, a], [, b]) => a.label.localeCompare(b.label))
        .map(([field, v]) => {
          const requirement = analysis.requirements[field]!;
          return {
            label: v.label,
            borrower: cell(v.borrower, requirement),
            external: cell(v.external, requirement),
            requirement: requirementText({ ...requirement }),
          };
        }),
    }));

/** Requirements missed (red) and values flagged as implausible: what the board must see. */
export const policyExceptions = (analyses: PolicyAnalysis[]): string[] =>
  analyses.flatMap((analysis) =>
    Object.entries(analysis.vars).flatMap(([field, v]) => {
      const requirement = analysis.requirements[field]!;
      const who = analysis.title;
      return (
        [
          ['Stated', v.borrower],
          ['Outside', v.external],
        ] as const
      ).flatMap(([side, value]) =>
        value.implausible
          ? [`${who}: ${v.label} (${side.toLowerCase()}) implausible, not used: ${value.implausible}`]
          : value.indicator === 'red'
            ? [
                `${who}: ${v.label} ${formatPolicyValue(value.value, requirement)}${value.source ? ` (${value.source})` : ''} outside policy, ${requirementText({ ...requirement })}${requirement.value_out_of_range ? `. ${requirement.value_out_of_range}` : ''}`,
              ]
            : [],
      );
    }),
  );

export const scoreSection = (score: number | null, result: ScoreResult | null): MemoModel['score'] => {
  const total = score === null ? 'N/A (not scored)' : `${score} / 100`;
  if (!result) return { total, lines: [] };
  const lines: MemoLine[] = SCORE_CATEGORIES.map((category) => ({
    label: CATEGORY_LABELS[category],
    value: result[category].total_score === null ? 'N/A' : String(result[category].total_score),
  }));
  for (const category of SCORE_CATEGORIES)
    for (const variable of result[category].variables)
      if (variable.na_reason)
        lines.push({
          label: `${variable.name}${variable.entity_name ? ` (${variable.entity_name})` : ''}`,
          value: `N/A: ${variable.na_reason}`,
        });
  return { total, lines };
};

export const reportLines = (
  items: Array<{ key: string; label: string; value: unknown; implausible: string | null }>,
): MemoLine[] =>
  items.map((item) => ({
    label: item.label,
    value: item.implausible
      ? `Implausible, not used: ${item.implausible}`
      : formatFieldValue(item.key, item.value, item.label),
  }));

export const dateOf = (epoch: number): string => formatUsDate(epoch);
export const money = (value: unknown): string => formatAs('money', value);
