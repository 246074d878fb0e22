// What the demo seed asks of the feature modules (issue 20 item 1). The seed is core: it imports no
// module; the composition root (seed-wiring.ts, beside main.ts) hands it the modules' own functions
// in this object, and every caller of seedDemo passes it. Each entry is typed by what the seed
// does with it, from the database, domain and integration types, so the module's function fits.
import type { CalendarDate, PolicyUpdate, ReportAdapterSource } from '@lending/domain';
import type { Tx } from '../client';
import type { activities, servicingLoans } from '../schema';
import type { ReportSubject } from '../../integrations/reports/report-adapter';
import type { Storage } from '../../integrations/storage/storage';
import type { Actor } from '../../lib/actor';
import type { PdfConverter } from '../../lib/pdf-converter';

type ActivityRow = typeof activities.$inferSelect;

/** A bell notification of one of the kinds the demo users find on a fresh start. */
type SeedNotice = {
  userIds: string[];
  kind:
    | 'document-uploaded'
    | 'envelope-signed'
    | 'envelope-declined'
    | 'document-requested'
    | 'document-rejected'
    | 'signature-requested';
  message: string;
  documentId?: string | null;
  loanHumanId?: string | null;
};

type StampedSigner = {
  name: string;
  email: string;
  signedAt: Date;
  ip: string | null;
  drawing: Uint8Array | null;
  typedName: string | null;
};

export type SeedModules = {
  /** scoring: the scoring rules in place, then the loans' scores computed and stored. */
  scoring: {
    ensureScoringSetup: (tx: Tx) => Promise<void>;
    storeLoanScores: (tx: Tx, loanIds: string[]) => Promise<unknown>;
  };
  /** notifications: one notification per user, in the seed's transaction. */
  notifications: { notify: (tx: Tx, notice: SeedNotice) => Promise<unknown> };
  /** generated-documents: a term sheet's DOCX and PDF from its template, kept as the activity's files. */
  generatedDocuments: {
    generateFiles: (
      tx: Tx,
      deps: { storage: Storage; pdfConverter: PdfConverter },
      input: { activity: ActivityRow; kind: 'term-sheet'; values: Record<string, unknown>; actor: Actor },
    ) => Promise<{ process_id: string; pdf_document_id: string }>;
    valuesOf: (activity: ActivityRow) => Record<string, unknown>;
  };
  /** e-signature: a signed PDF with its signers' strip and certificate page. */
  eSignature: {
    stampSignedPdf: (input: {
      original: Uint8Array;
      originalSha256: string;
      documentName: string;
      envelopeId: string;
      signers: StampedSigner[];
    }) => Promise<Uint8Array>;
  };
  /** reports: which report an activity orders, and the loan as the report vendors see it. */
  reports: {
    sourceOfActivity: (activity: ActivityRow) => ReportAdapterSource | null;
    loadReportSubject: (
      tx: Tx,
      loanId: string,
      options: { pullOption: 'full' },
    ) => Promise<ReportSubject | null>;
  };
  /** policy: the investment policy's requirements, and a loan's insights computed against them. */
  policy: {
    replaceRequirements: (tx: Tx, requirements: PolicyUpdate['requirements']) => Promise<unknown>;
    refreshLoanInsights: (tx: Tx, loanId: string) => Promise<unknown>;
  };
  /** servicing: a boarded loan's statements up to today. */
  servicing: {
    statementsOfLoan: (
      tx: Tx,
      row: typeof servicingLoans.$inferSelect,
      today: CalendarDate,
    ) => Promise<unknown>;
  };
};
