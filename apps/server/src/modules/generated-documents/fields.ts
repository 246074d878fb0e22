// What each generated document shows (002 §3 value lists), in reading order, with the format each
// value is printed in. Percent values are fractions (0.02 = 2%), like every rate on the wire.
/** The generated kinds (their DOCX templates: the `kind` of /activity-templates/document-template/{kind}). */
type GeneratedKind = 'term-sheet' | 'commitment' | 'board-review';
/** Custom documents are generated with the same engine, from the term sheet layout. */
export type DocumentKind = GeneratedKind | 'custom-document';

export type FieldFormat = 'money' | 'percent' | 'number' | 'months' | 'days' | 'text' | 'date';
export type FieldSpec = { key: string; label: string; format: FieldFormat };

const others = (prefix: string, label: string, count: number): FieldSpec[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `${prefix}_${index + 1}`,
    label: `${label} ${index + 1}`,
    format: 'text',
  }));

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  'term-sheet': 'Term Sheet',
  commitment: 'Commitment Letter',
  'board-review': 'Board Review',
  'custom-document': 'Document',
};

export const DOCUMENT_FIELDS: Record<DocumentKind, FieldSpec[]> = {
  'term-sheet': [
    { key: 'amount', label: 'Loan Amount', format: 'money' },
    { key: 'good_faith_deposit', label: 'Good Faith Deposit', format: 'money' },
    { key: 'underwriting_fee', label: 'Underwriting Fee', format: 'money' },
    { key: 'origination_fee', label: 'Origination Fee', format: 'percent' },
    { key: 'exit_fee', label: 'Exit Fee', format: 'percent' },
    { key: 'broker_fee', label: 'Broker Fee', format: 'percent' },
    { key: 'sofr_spread', label: 'SOFR Spread', format: 'percent' },
    { key: 'minimum_loan_to_as_is_value', label: 'Minimum Loan to As-Is Value', format: 'percent' },
    { key: 'extensions_allowed', label: 'Extensions Allowed', format: 'number' },
    { key: 'extension_period_months', label: 'Extension Period', format: 'months' },
    { key: 'extension_fee', label: 'Extension Fee', format: 'percent' },
    { key: 'extension_interest_rate', label: 'Extension Interest Rate', format: 'percent' },
    { key: 'prepayment_notice_days', label: 'Prepayment Notice', format: 'days' },
    { key: 'minimum_credit_score', label: 'Minimum Credit Score', format: 'number' },
    { key: 'minimum_net_worth', label: 'Minimum Net Worth', format: 'money' },
    { key: 'minimum_liquidity', label: 'Minimum Liquidity', format: 'money' },
    { key: 'interest_reserve', label: 'Interest Reserve', format: 'money' },
    { key: 'construction_reserve', label: 'Construction Reserve', format: 'money' },
    { key: 'minimum_noi_upon_stabilization', label: 'Minimum NOI upon Stabilization', format: 'money' },
    ...others('other', 'Other', 5),
  ],
  commitment: [
    { key: 'borrower_entity_name', label: 'Borrower Entity', format: 'text' },
    { key: 'entity_address', label: 'Entity Address', format: 'text' },
    { key: 'borrower_email', label: 'Borrower', format: 'text' },
    { key: 'origination_fee', label: 'Origination Fee', format: 'percent' },
    { key: 'sofr_spread', label: 'SOFR Spread', format: 'percent' },
    { key: 'interest_reserve', label: 'Interest Reserve', format: 'money' },
    { key: 'interest_reserve_period_months', label: 'Interest Reserve Period', format: 'months' },
    { key: 'extension_fee', label: 'Extension Fee', format: 'percent' },
    { key: 'extension_interest_rate', label: 'Extension Interest Rate', format: 'percent' },
    { key: 'extension_conditions', label: 'Extension Conditions', format: 'text' },
  ],
  'board-review': [
    { key: 'borrower_entity_name', label: 'Borrower Entity', format: 'text' },
    { key: 'origination_fee', label: 'Origination Fee', format: 'percent' },
    { key: 'exit_fee', label: 'Exit Fee', format: 'percent' },
    { key: 'buildings', label: 'Buildings', format: 'text' },
    { key: 'borrower_experience', label: 'Borrower Experience', format: 'text' },
    { key: 'other_experience', label: 'Further Experience', format: 'text' },
    { key: 'loans_in_county', label: 'Loans in County', format: 'number' },
    ...others('strength', 'Strength', 5),
    ...others('weakness', 'Weakness', 5),
  ],
  'custom-document': [],
};
