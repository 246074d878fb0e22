// The values a generated document shows, resolved once and used by both the DOCX template and
// the PDF so the two never disagree.
import { cleanLoanName } from '@lending/domain';
import { DOCUMENT_FIELDS, DOCUMENT_TITLES, type DocumentKind, type FieldFormat } from './fields';
import { formatDocumentValue } from './format';

type DocumentParty = { first_name: string; last_name: string; email?: string | null };
type DocumentProperty = {
  address_address?: string | null;
  address_city?: string | null;
  address_state?: string | null;
  address_zipcode?: string | null;
};
type DocumentLoan = {
  human_id: string;
  name: string;
  amount?: number | null;
  interest_rate?: number | null;
  duration_months?: number | null;
  purpose?: string | null;
};

export type DocumentModelInput = {
  kind: DocumentKind;
  title?: string;
  lender: string;
  loan: DocumentLoan;
  borrower?: DocumentParty | null;
  property?: DocumentProperty | null;
  values: Record<string, unknown>;
  /** Epoch seconds of generation; shown as the document date. */
  now: number;
};

type DocumentTerm = { label: string; value: string };

export type DocumentModel = {
  title: string;
  lender: string;
  date: string;
  loan_name: string;
  loan_number: string;
  borrower_name: string;
  borrower_email: string;
  property_address: string;
  loan_amount: string;
  interest_rate: string;
  duration: string;
  purpose: string;
  terms: DocumentTerm[];
  signers: { role: string; name: string }[];
};

const addressOf = (property?: DocumentProperty | null): string => {
  if (!property) return 'N/A';
  const cityLine = [
    property.address_city,
    [property.address_state, property.address_zipcode].filter(Boolean).join(' '),
  ]
    .filter((part) => part && String(part).trim())
    .join(', ');
  const full = [property.address_address, cityLine].filter((part) => part && String(part).trim()).join(', ');
  return full || 'N/A';
};

/** Custom documents have free-form keys: their labels come from the keys themselves. */
const labelOf = (key: string): string =>
  key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const guessFormat = (value: unknown): FieldFormat => (typeof value === 'number' ? 'number' : 'text');

export const buildDocumentModel = (input: DocumentModelInput): DocumentModel => {
  const fields = DOCUMENT_FIELDS[input.kind];
  const listed = fields.length
    ? fields
    : Object.keys(input.values).map((key) => ({
        key,
        label: labelOf(key),
        format: guessFormat(input.values[key]),
      }));
  const borrowerName = input.borrower
    ? `${input.borrower.first_name} ${input.borrower.last_name}`.trim()
    : 'N/A';
  const terms = listed
    .filter((field) => {
      const value = input.values[field.key];
      // Optional free-text rows (other_n, strength_n...) are left out when empty.
      return !(
        field.format === 'text' &&
        (value === undefined || value === null || String(value).trim() === '')
      );
    })
    .map((field) => ({
      label: field.label,
      value: formatDocumentValue(input.values[field.key], field.format),
    }));
  return {
    title: input.title ?? DOCUMENT_TITLES[input.kind],
    lender: input.lender,
    date: formatDocumentValue(input.now, 'date'),
    // The name carries the five-digit code; the document shows it once, as the loan number.
    loan_name: cleanLoanName(input.loan.name) || input.loan.name,
    loan_number: input.loan.human_id,
    borrower_name: borrowerName,
    borrower_email: input.borrower?.email ?? 'N/A',
    property_address: addressOf(input.property),
    loan_amount: formatDocumentValue(input.loan.amount, 'money'),
    interest_rate: formatDocumentValue(input.loan.interest_rate, 'percent'),
    duration: formatDocumentValue(input.loan.duration_months, 'months'),
    purpose: input.loan.purpose ?? 'N/A',
    terms,
    signers: [
      { role: 'Lender', name: input.lender },
      { role: 'Borrower', name: borrowerName },
    ],
  };
};
