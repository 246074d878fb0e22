// One interface for every outside data source (DESIGN.md §6): order a report, poll for it (or take
// a webhook's payload), normalise the vendor's payload into the Report sections of 001 §3.
import type { ReportAdapterSource, ReportSection } from '@lending/domain';

/** What a report is about: the loan and its entities, as the vendors need them. */
export type ReportSubject = {
  loan: {
    id: string;
    human_id: string;
    name: string;
    amount: number | null;
    purchase_price: number | null;
    purpose: string | null;
  };
  properties: Array<{
    id: string;
    property_type: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    purchase_price: number | null;
    number_of_units: number | null;
    details: Record<string, unknown>;
  }>;
  borrowers: Array<{
    id: string;
    first_name: string;
    last_name: string;
    date_of_birth: number | null;
    credit_score: number | null;
    liquidity: number | null;
    net_worth: number | null;
    address: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    profile: Record<string, unknown>;
    /** Last four digits only: the full SSN never leaves its encrypted column for a sandbox. */
    ssn_last4: string | null;
    /** Decrypted only for live credit/identity vendors, never stored or logged. */
    ssn?: string | null;
  }>;
  neighborhoods: Array<{ id: string; name: string; zipcode: string | null; data: Record<string, unknown> }>;
  /** Bank connections of the loan's borrowers (liquidity reports kept by the plaid module). */
  bankConnections: Array<{
    borrower_id: string | null;
    liquidity: Record<string, unknown> | null;
    is_sandbox?: boolean;
  }>;
  pullOption: 'full' | 'soft' | null;
};

export type ReportOrder = { externalId: string };
export type ReportPoll = { status: 'pending' } | { status: 'ready'; payload: unknown };

export type ReportAdapter = {
  source: ReportAdapterSource;
  mode: 'sandbox' | 'live';
  /** What the subject must have before ordering; a message names what is missing. */
  missingData: (subject: ReportSubject) => string | null;
  order: (subject: ReportSubject) => Promise<ReportOrder>;
  poll: (order: ReportOrder, subject: ReportSubject) => Promise<ReportPoll>;
  normalise: (payload: unknown, subject: ReportSubject) => ReportSection[];
};

export type ReportAdapters = Record<ReportAdapterSource, ReportAdapter>;

/**
 * A vendor failure. `retryable` ones (network, timeout, 429, 5xx) are tried again with backoff;
 * the others (missing credentials, 4xx, malformed payload) end the report in error at once.
 * Messages never carry credentials or request URLs.
 */
export class ReportVendorError extends Error {
  override name = 'ReportVendorError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const needsBorrower = (subject: ReportSubject): string | null =>
  subject.borrowers.length === 0 ? 'The loan has no borrower to report on' : null;
const needsPropertyAddress = (subject: ReportSubject): string | null =>
  subject.properties.some((p) => p.address && p.zipcode)
    ? null
    : 'The loan has no property with an address and ZIP code';
const needsZip = (subject: ReportSubject): string | null =>
  subject.properties.some((p) => p.zipcode) || subject.neighborhoods.some((n) => n.zipcode)
    ? null
    : 'The loan has no property ZIP code';

export const MISSING_DATA: Record<ReportAdapterSource, (subject: ReportSubject) => string | null> = {
  'credit-plus': needsBorrower,
  xactus: needsBorrower,
  'lexis-nexis': needsBorrower,
  clear: needsBorrower,
  pfs: needsBorrower,
  plaid: (subject) =>
    subject.bankConnections.some((c) => c.liquidity)
      ? null
      : 'No bank account has been connected yet (Liquidity Verification)',
  reonomy: needsPropertyAddress,
  costar: needsPropertyAddress,
  appraisal: needsPropertyAddress,
  'house-canary': needsPropertyAddress,
  rentometer: needsPropertyAddress,
  'neighborhood-scout': needsZip,
};

export const fullName = (b: { first_name: string; last_name: string }) => `${b.first_name} ${b.last_name}`;
export const oneLineAddress = (p: ReportSubject['properties'][number]) =>
  [p.address, p.city, [p.state, p.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Builds numbered items from [key, label, value, confidence?, note?, quote?] rows. */
export type ItemRow = [
  key: string,
  label: string,
  value: string | number | boolean | null,
  confidence?: number | null,
  note?: string | null,
  quote?: string | null,
];
export const items = (rows: ItemRow[]): ReportSection['items'] =>
  rows.map(([key, label, value, confidence, note, quote], index) => ({
    index,
    key,
    label,
    value,
    confidence_level: confidence ?? null,
    note: note ?? null,
    quote: quote ?? null,
  }));
