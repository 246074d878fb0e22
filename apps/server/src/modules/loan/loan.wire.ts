// Assembles the wire JSON from PostgreSQL's per-loan JSON text: only the status block (domain
// logic: suggested_steps) is added here, by string splicing, so a 10,000-loan list never goes
// through JSON.parse and JSON.stringify on the event loop.
import { suggestedSteps, type Loan } from '@lending/domain';
import type { LoanJsonRow } from './loan.queries';

const statusJson = (row: LoanJsonRow): string =>
  JSON.stringify({ state: row.state, suggested_steps: suggestedSteps(row.state, row.open_types) });

/** One loan's JSON text (`json` always ends with the closing brace of its object). */
export const loanJsonText = (row: LoanJsonRow): string =>
  `${row.json.slice(0, -1)},"status":${statusJson(row)}}`;

export const parseLoan = (row: LoanJsonRow): Loan => JSON.parse(loanJsonText(row)) as Loan;

export type LoanWire = Loan;
