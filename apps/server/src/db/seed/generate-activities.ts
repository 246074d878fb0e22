// Activities for generated loans: the set a loan of each status would have by now (DESIGN.md
// §3), in many types and states, with due dates around today.
import type { LoanStatus } from '@lending/domain';
import type { Rng } from './prng';

const DAY = 86_400;

export type SeedActivity = {
  activity_type: string;
  name: string;
  document_name: string | null;
  description: string | null;
  state: string;
  due_epoch: number | null;
  entity_type: string;
  report_type: string | null;
  data: Record<string, unknown>;
  status_text: string | null;
  forBorrower: boolean;
};

const DOCUMENT_REQUESTS = [
  'Bank Statements',
  'Operating Agreement',
  'Purchase Contract',
  'Schedule of Real Estate Owned',
  'Photo ID',
  'Rent Roll',
];
const REPORTS: Array<[string, string]> = [
  ['credit-plus', 'Credit Analysis'],
  ['lexis-nexis', 'Legal Verification'],
  ['clear', '2nd Legal Verification'],
  ['reonomy', 'Property Analysis'],
  ['rentometer', 'Rent Comparison'],
  ['house-canary', 'Single Family Verification'],
  ['neighborhood-scout', 'Demographic'],
  ['costar', 'Property Analysis'],
  ['appraisal', 'Property Analysis'],
];

const stage = (status: LoanStatus): number => {
  const order: Record<LoanStatus, number> = {
    Preliminary: 0,
    'Term-Sheet-Sent': 1,
    Underwriting: 2,
    'Board-Review': 3,
    'Commitment-Sent': 4,
    'Commitment-Accepted': 5,
    Rejected: 1,
    Funded: 6,
    'Paid-Off': 7,
  };
  return order[status];
};

export const generateActivities = (
  rng: Rng,
  status: LoanStatus,
  now: number,
  rich: boolean,
): SeedActivity[] => {
  const s = stage(status);
  const due = (final: boolean) =>
    final ? now - rng.int(5, 60) * DAY : now + rng.int(-6, 14) * DAY + rng.int(0, DAY - 1);
  const activity = (
    activity_type: string,
    name: string,
    state: string,
    extra: Partial<SeedActivity> = {},
  ): SeedActivity => ({
    activity_type,
    name,
    document_name: null,
    description: null,
    state,
    due_epoch: due(state === 'accepted' || state === 'done'),
    entity_type: 'loan',
    report_type: null,
    data: {},
    status_text: null,
    forBorrower: false,
    ...extra,
  });
  // Term sheet values (002 §3): percent fields are fractions.
  const frac = (min: number, max: number, step: number) =>
    Math.round(rng.round(min, max, step) * 10_000) / 10_000;
  const termValues = {
    good_faith_deposit: rng.round(10_000, 75_000, 500),
    underwriting_fee: rng.round(1_500, 7_500, 250),
    minimum_loan_to_as_is_value: frac(0.6, 0.75, 0.01),
    extensions_allowed: rng.int(0, 2),
    extension_period_months: rng.pick([3, 6]),
    extension_fee: rng.pick([0.005, 0.01]),
    extension_interest_rate: frac(0.095, 0.135, 0.0025),
    origination_fee: rng.pick([0.01, 0.015, 0.02]),
    exit_fee: rng.pick([0, 0.005, 0.01]),
    broker_fee: rng.pick([0, 0.01]),
    prepayment_notice_days: 30,
    minimum_credit_score: 660,
    interest_reserve: rng.round(0, 250_000, 5_000),
    sofr_spread: frac(0.045, 0.075, 0.0025),
  };
  const list: SeedActivity[] = [
    activity(
      'term-sheet',
      'Term Sheet',
      s === 0 ? rng.pick(['new', 'generated']) : s === 1 ? rng.pick(['sent', 'signed']) : 'accepted',
      {
        data: { values: termValues },
      },
    ),
    activity('good-faith-deposit', 'Good Faith Deposit', s >= 2 ? 'accepted' : 'new', {
      data:
        s >= 2
          ? { deposit_amount: rng.round(10_000, 75_000, 500), deposit_date: now - rng.int(10, 90) * DAY }
          : {},
    }),
    activity('application', 'Loan Application', s >= 1 ? 'done' : 'new', {
      forBorrower: true,
      entity_type: 'borrower',
    }),
  ];
  const docCount = rich ? DOCUMENT_REQUESTS.length : 2;
  for (const doc of DOCUMENT_REQUESTS.slice(0, docCount)) {
    const state =
      s >= 3
        ? 'accepted'
        : rng.pick(['new', 'new', 'sent', 'processing', 'processed', 'accepted', 'rejected', 'failed']);
    list.push(
      activity('document-request', doc, state, {
        document_name: doc,
        description: `Please upload the ${doc.toLowerCase()}.`,
        forBorrower: true,
        entity_type: doc === 'Photo ID' ? 'borrower' : 'loan',
        status_text:
          state === 'rejected'
            ? 'The document is not legible; please upload a clearer copy.'
            : state === 'failed'
              ? 'The upload did not go through: the file was not a valid document. Please upload it again.'
              : null,
      }),
    );
  }
  if (!rich) return list;
  list.push(
    activity('plaid', 'Liquidity Verification', s >= 2 ? 'done' : rng.pick(['new', 'processing', 'paused']), {
      forBorrower: true,
      entity_type: 'borrower',
      report_type: 'Liquidity Verification',
    }),
  );
  if (s >= 2) {
    for (const [type, label] of REPORTS) {
      if (!rng.chance(0.6)) continue;
      const state =
        s >= 3
          ? 'done'
          : rng.pick([
              'new',
              'processing',
              'done',
              'paused',
              type === 'credit-plus' ? 'missing_data' : 'done',
              type === 'appraisal' ? 'unsupported' : 'new',
            ]);
      list.push(activity(type, label, state, { report_type: label }));
    }
    list.push(activity('underwriting', 'Underwriting Review', s >= 3 ? 'done' : 'in_progress'));
  }
  if (s >= 3)
    list.push(
      activity(
        'board-review',
        'Board Review',
        s === 3 ? rng.pick(['new', 'generated', 'waiting']) : 'accepted',
      ),
    );
  if (s >= 4) list.push(activity('commitment', 'Commitment Letter', s === 4 ? 'sent' : 'accepted'));
  list.push(
    activity('question', 'Clarify the source of the down payment', rng.pick(['new', 'done']), {
      description: 'Call the sponsor about the equity source.',
    }),
  );
  if (rng.chance(0.5))
    list.push(
      activity('internal', 'Site visit', rng.pick(['new', 'in_progress', 'done']), {
        description: 'Schedule an inspection with the appraiser.',
      }),
    );
  return list;
};
