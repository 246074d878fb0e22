// Shared helpers of the lifecycle tests: a loan with its initial activities, and short calls.
import { eq } from 'drizzle-orm';
import { activities, auditEvents, loans } from '../../db/schema/index';
import { bearer, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan, type LoanFixture } from '../../test/fixtures';
import { createInitialActivities } from './lifecycle';

export const createLifecycleLoan = async (ctx: TestContext, fixture: LoanFixture = {}) => {
  const borrower = await insertBorrower(ctx.db, {
    email: `sponsor-${Math.random().toString(36).slice(2)}@example.com`,
  });
  const { loan, property } = await insertLoan(ctx.db, { borrowerIds: [borrower.id], ...fixture });
  await ctx.db.transaction((tx) => createInitialActivities(tx, { loanId: loan.id, borrowerId: borrower.id }));
  const rows = await ctx.db.select().from(activities).where(eq(activities.loan_id, loan.id));
  const idOf = (type: string) => rows.find((row) => row.activity_type === type)?.id ?? '';
  return { loan, property, borrower, idOf };
};

// Tests read arbitrary response bodies; their assertions, not the type, check the shape.
export type Caller = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
) => Promise<{ statusCode: number; json: () => any }>;

/** Calls /api as admin (or another role's token). */
export const caller =
  (ctx: TestContext, token = ctx.tokens.admin): Caller =>
  async (method, url, body) => {
    const response = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { statusCode: response.statusCode, json: () => response.json() };
  };

export const loanStatusOf = async (ctx: TestContext, loanId: string): Promise<string> => {
  const [row] = await ctx.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId));
  return row!.status;
};

export const activityStateOf = async (ctx: TestContext, activityId: string): Promise<string> => {
  const [row] = await ctx.db
    .select({ state: activities.state })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row!.state;
};

/** Forces an activity into a state (test setup only; the API under test never does this). */
export const putActivityInState = async (ctx: TestContext, activityId: string, state: string) => {
  await ctx.db.update(activities).set({ state }).where(eq(activities.id, activityId));
};

export const putLoanInStatus = async (ctx: TestContext, loanId: string, status: string) => {
  await ctx.db.update(loans).set({ status }).where(eq(loans.id, loanId));
};

export const auditActionsOf = async (ctx: TestContext, entityId: string): Promise<string[]> =>
  (
    await ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, entityId))
      .orderBy(auditEvents.id)
  ).map((row) => row.action);
