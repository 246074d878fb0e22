// The seeded loans' past (issue 8 items 7 and 9): a status history in the audit trail (so
// /statistics has days per status and conversions on first start), each loan's creation time,
// and a score stored by the active scoring model (so the list, banner and card agree).
import { inArray, sql } from 'drizzle-orm';
import { LOAN_TRANSITIONS, type LoanEvent, type LoanStatus } from '@lending/domain';
import type { Tx } from '../client';
import { loans } from '../schema';
import { createRng } from './prng';
import type { SeedModules } from './seed-modules';

const DAY = 86_400;
const PIPELINE: readonly LoanStatus[] = [
  'Preliminary',
  'Term-Sheet-Sent',
  'Underwriting',
  'Board-Review',
  'Commitment-Sent',
  'Commitment-Accepted',
  'Funded',
  'Paid-Off',
];
/** Typical days a bridge loan spends in each status before moving on. */
const STAY_DAYS: Record<string, [number, number]> = {
  Preliminary: [2, 14],
  'Term-Sheet-Sent': [3, 18],
  Underwriting: [8, 35],
  'Board-Review': [1, 9],
  'Commitment-Sent': [2, 10],
  'Commitment-Accepted': [4, 20],
  Funded: [60, 300],
};

const eventFor = (from: LoanStatus, to: LoanStatus): LoanEvent =>
  (Object.entries(LOAN_TRANSITIONS).find(([, t]) => t.to === to && t.from.includes(from))?.[0] ??
    'reject') as LoanEvent;

type HistoryLoan = {
  id: string;
  status: string;
  last_update: number;
  funded_epoch: number | null;
  paid_off_epoch: number | null;
};

/** The statuses a loan went through (the path) with the time it entered each. */
const statusHistory = (loan: HistoryLoan, rng: ReturnType<typeof createRng>) => {
  let path: LoanStatus[];
  if (loan.status === 'Rejected') {
    path = [...PIPELINE.slice(0, rng.int(1, 4)), 'Rejected'];
  } else {
    const index = PIPELINE.indexOf(loan.status as LoanStatus);
    path = PIPELINE.slice(0, Math.max(0, index) + 1) as LoanStatus[];
  }
  // The last move: when the loan was funded / paid off, else its last update.
  const last = path[path.length - 1]!;
  let at = last === 'Funded' && loan.funded_epoch ? loan.funded_epoch : loan.last_update;
  if (last === 'Paid-Off' && loan.paid_off_epoch) at = loan.paid_off_epoch;
  const entered: number[] = new Array<number>(path.length);
  entered[path.length - 1] = at;
  for (let i = path.length - 2; i >= 0; i--) {
    const [min, max] = STAY_DAYS[path[i]!] ?? [3, 15];
    // A Paid-Off loan was funded at its funded date when that is earlier.
    const next = entered[i + 1]!;
    entered[i] =
      path[i] === 'Funded' && loan.funded_epoch && loan.funded_epoch < next
        ? loan.funded_epoch
        : next - rng.int(min * DAY, max * DAY);
  }
  return { path, entered };
};

/** Writes the history and created_at of the seeded loans, then scores them with the active model. */
export const seedLoanHistoryAndScores = async (
  tx: Tx,
  loanIds: string[],
  seed: number,
  { ensureScoringSetup, storeLoanScores }: SeedModules['scoring'],
): Promise<void> => {
  const rng = createRng(seed);
  const entityIds: string[] = [];
  const actions: string[] = [];
  const befores: string[] = [];
  const afters: string[] = [];
  const times: number[] = [];
  const createdIds: string[] = [];
  const createdTimes: number[] = [];
  for (let start = 0; start < loanIds.length; start += 2000) {
    const rows = await tx
      .select({
        id: loans.id,
        status: loans.status,
        last_update: loans.last_update,
        funded_epoch: loans.funded_epoch,
        paid_off_epoch: loans.paid_off_epoch,
      })
      .from(loans)
      .where(inArray(loans.id, loanIds.slice(start, start + 2000)));
    // In the order the loans were generated (the rows come back in whatever order the plan
    // reads them): the random history then depends on the seed alone.
    const order = new Map(loanIds.slice(start, start + 2000).map((id, i) => [id, i]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    for (const loan of rows) {
      const { path, entered } = statusHistory(loan, rng);
      createdIds.push(loan.id);
      createdTimes.push(entered[0]!);
      for (let i = 1; i < path.length; i++) {
        entityIds.push(loan.id);
        actions.push(`loan.transition.${eventFor(path[i - 1]!, path[i]!)}`);
        befores.push(JSON.stringify({ status: path[i - 1] }));
        afters.push(JSON.stringify({ status: path[i] }));
        times.push(entered[i]!);
      }
    }
  }
  for (let start = 0; start < times.length; start += 5000) {
    const part = <T>(list: T[]) => sql.param(list.slice(start, start + 5000));
    await tx.execute(sql`
      insert into audit_events (actor_email, action, entity_type, entity_id, before, after, created_at)
      select 'seed', a, 'loan', e, b::jsonb, f::jsonb, to_timestamp(t)
      from unnest(${part(actions)}::text[], ${part(entityIds)}::text[], ${part(befores)}::text[],
                  ${part(afters)}::text[], ${part(times)}::bigint[]) as x(a, e, b, f, t)`);
  }
  await tx.execute(sql`
    update loans set created_at = to_timestamp(x.t)
    from unnest(${sql.param(createdIds)}::uuid[], ${sql.param(createdTimes)}::bigint[]) as x(id, t)
    where loans.id = x.id`);
  await ensureScoringSetup(tx);
  for (let start = 0; start < loanIds.length; start += 500)
    await storeLoanScores(tx, loanIds.slice(start, start + 500));
};
