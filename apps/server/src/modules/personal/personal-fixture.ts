// Two borrowers with a loan each (A's loan also carries the demo broker's contact), with the
// first activities of DESIGN.md §3, for the ownership tests of the personal and broker areas.
import type { TestContext } from '../../test/context';
import { insertBorrower, insertLoan, insertUser } from '../../test/fixtures';
import { createInitialActivities } from '../loan-status/index';

export const seedTwoBorrowers = async (ctx: TestContext) => {
  const borrowerA = ctx.users.borrower;
  const rowB = await insertBorrower(ctx.db, {
    first_name: 'Bob',
    last_name: 'Other',
    email: `bob.${Date.now()}@example.com`,
  });
  const userB = await insertUser(ctx.db, { email: rowB.email!, role: 'borrower', borrower_id: rowB.id });
  const loanA = (
    await insertLoan(ctx.db, {
      borrowerIds: [borrowerA.borrower_id!],
      contactIds: [ctx.users.broker.contact_id!],
    })
  ).loan;
  const loanB = (await insertLoan(ctx.db, { borrowerIds: [rowB.id] })).loan;
  const activitiesA = await ctx.db.transaction((tx) =>
    createInitialActivities(tx, { loanId: loanA.id, borrowerId: borrowerA.borrower_id }),
  );
  const activitiesB = await ctx.db.transaction((tx) =>
    createInitialActivities(tx, { loanId: loanB.id, borrowerId: rowB.id }),
  );
  return {
    borrowerA: { id: borrowerA.borrower_id!, email: borrowerA.email, token: ctx.tokens.borrower },
    borrowerB: { id: rowB.id, email: rowB.email!, token: await ctx.tokenFor(userB), user: userB },
    loanA,
    loanB,
    activitiesA,
    activitiesB,
  };
};
