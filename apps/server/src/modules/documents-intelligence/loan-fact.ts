// One value the loan's file states, with where it came from (issue 23): the shape the sources
// browser lists and the assistant answers from (loan-facts.ts collects them, document-facts.ts
// reads the documents' part). Its own file so the two readers import it without a cycle.
import type { FactKind, SourceOrigin } from '@lending/domain';

export type LoanFact = {
  loan_id: string;
  /** The canonical key (net_worth, units, ending_balance...): one key for every source's wording. */
  key: string;
  /** The key as the source names it, when it differs (a report's total_liquidity, a data point's unit_count). */
  key_name?: string;
  label: string;
  value: number | string | string[];
  kind: FactKind;
  origin: SourceOrigin;
  /** "Borrower record", "Application", "Personal financial statement report", a document's name. */
  source_name: string;
  subject: string | null;
  entity_name: string;
  entity_id: string | null;
  period: string | null;
  document_id: string | null;
  document_class: string | null;
  page: number | null;
  quote: string | null;
  edited_by: string | null;
  edited_at: number | null;
  last_update: number;
  /** Which source wins when several state the key: a staff edit, then records, documents, reports. */
  priority: number;
  /** Why the value fails the plausibility rules (issue 23 item 5): shown, flagged, never used. */
  implausible?: string | null;
};
