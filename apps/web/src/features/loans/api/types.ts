import type { Loan } from '@lending/domain';

// The loan as the list calls return it (docs/contract.md "Shapes", the domain's loan schema).
export type LoanListItem = Loan;
export type LoanListPerson = { id: string; first_name: string | null; last_name: string | null };
