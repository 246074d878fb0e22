import type { EntityType } from '../../../lib/personal-area';

// Wire shapes of the personal and broker calls (000 §7, 001 §7; the server's response schemas).
type PersonalProperty = {
  id: string;
  property_type: string;
  address_address: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zipcode: string | null;
  purchase_price: number | null;
};

export type PersonalLoan = {
  id: string;
  human_id: string;
  name: string;
  archived: boolean;
  amount: number | null;
  purpose: string | null;
  duration_months: number | null;
  expected_closing_epoch: number | null;
  last_update: number;
  status: { state: string; suggested_steps: string[] };
  properties: PersonalProperty[];
  borrowers: { id: string; first_name: string; last_name: string; email: string | null }[];
  contacts: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    company: string | null;
    contact_type: string;
  }[];
};

export type PersonalBorrower = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** 'code-number': 3 digits, dash, 7 digits (002 §3). */
  phone: string | null;
  date_of_birth: number | null;
  credit_score: number | null;
  address_address: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zipcode: string | null;
  contact_type: string | null;
  has_ssn: boolean;
  ssn_last4: string | null;
  loans: PersonalLoan[];
  /** Optimistic-concurrency token, sent back with an update (a stale one gets 409). */
  version: number;
};

export type PersonalContact = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  contact_type: string;
  loans: PersonalLoan[];
  /** Optimistic-concurrency token, sent back with an update (a stale one gets 409). */
  version: number;
};

export type PersonalAuth = {
  entity_type: EntityType;
  role: string;
  user_email: string;
  /** False when user-email was not honoured: the caller's own data (002 §2.3). */
  is_other_user: boolean;
  borrower: PersonalBorrower | null;
  contact: PersonalContact | null;
};

type ActivityDocument = {
  document_id: string;
  document_name: string;
  file_name: string;
  created_epoch: number;
};

export type PersonalActivity = {
  activity_id: string;
  loan_id: string | null;
  borrower_id: string | null;
  contact_id: string | null;
  activity_type: string;
  name: string;
  document_name: string | null;
  description: string | null;
  entity_type: string;
  status: { state: string; text: string | null; epoch: number };
  due_epoch: number | null;
  last_update: number;
  loan_name: string | null;
  done: boolean;
  processes: {
    process_id: string;
    status: { state: string; epoch: number };
    documents: ActivityDocument[];
    /** 001 §3: the reason when rejected, among other values. */
    data_to_display?: Record<string, unknown> | null;
  }[];
  url: string | null;
  /** The personal view's actions of the domain action table (000 §4). */
  actions: string[];
};
