import { cleanLoanName, LOAN_STATUS_ORDER } from '@lending/domain';
import type { LoanListItem, LoanListPerson } from '../api/types';

const people = (list: readonly LoanListPerson[]): string =>
  list.map((person) => `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim()).join(', ');

/** The value each sortable column sorts by (the table's accessors use the same functions). */
export const SORT_VALUES = {
  property: (loan: LoanListItem) => cleanLoanName(loan.name).toLowerCase(),
  amount: (loan: LoanListItem) => loan.amount ?? -1,
  score: (loan: LoanListItem) => loan.score ?? -1,
  borrowers: (loan: LoanListItem) => people(loan.borrowers),
  contacts: (loan: LoanListItem) => people(loan.contacts),
  duration: (loan: LoanListItem) => loan.duration_months ?? -1,
  // Statuses sort in pipeline order (spec 000 §4), not alphabetically.
  status: (loan: LoanListItem) => (LOAN_STATUS_ORDER as Record<string, number>)[loan.status.state] ?? 99,
  update: (loan: LoanListItem) => loan.last_update,
  closing: (loan: LoanListItem) => loan.expected_closing_epoch ?? Number.MAX_SAFE_INTEGER,
} satisfies Record<string, (loan: LoanListItem) => string | number>;

export { people as formatPeople };
