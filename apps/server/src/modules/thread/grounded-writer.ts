// The grounded answer's writer (issue 23 item 4): its lines and one citation per document-sourced
// figure, numbered in the order the answer names them.
import type { RetrievalContent } from '@lending/domain';
import type { LoanFact } from '../documents-intelligence/index';

export const NOT_IN_FILE = 'Not in the file';

export type GroundedDoc = {
  document_id: string;
  name: string;
  document_class: string | null;
  loan_id: string;
  first_page: string | null;
};

/** Builds the answer's lines, collecting a citation per document-sourced figure. */
export class Writer {
  lines: string[] = [];
  citations: RetrievalContent[] = [];

  cite(f: LoanFact): string {
    if (f.document_id && f.page !== null) {
      let n = this.citations.findIndex(
        (c) => c.document_id === f.document_id && c.page === f.page && c.text === (f.quote ?? ''),
      );
      if (n < 0) {
        this.citations.push({
          content_id: `c${this.citations.length + 1}`,
          document_id: f.document_id,
          loan_id: f.loan_id,
          doc_name: f.source_name,
          page: f.page,
          text: f.quote ?? '',
          score: 1,
        });
        n = this.citations.length - 1;
      }
      const edit = f.origin === 'staff' ? ` (corrected by ${f.edited_by ?? 'staff'})` : '';
      return `${f.source_name}${f.period ? `, ${f.period}` : ''}, page ${f.page} [${n + 1}]${edit}`;
    }
    const by = f.origin === 'staff' && f.edited_by ? ` (edited by ${f.edited_by})` : '';
    return `${f.source_name}${f.period ? `, ${f.period}` : ''}: ${f.label.toLowerCase()}${by}`;
  }

  citePage(doc: GroundedDoc, text: string): string {
    this.citations.push({
      content_id: `c${this.citations.length + 1}`,
      document_id: doc.document_id,
      loan_id: doc.loan_id,
      doc_name: doc.name,
      page: 1,
      text,
      score: 1,
    });
    return `${doc.name}, page 1 [${this.citations.length}]`;
  }
}
