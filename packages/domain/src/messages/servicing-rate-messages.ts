// Floating rates and ACH debits (issue 19 items 1 and 4): the messages, each written once.
export const servicingRateMessages = {
  indexNameInvalid: 'The index name must be 1 to 20 capital letters, digits, - or _ (for example SOFR)',
  indexValueInvalid: 'The index value must be a percentage from 0 to 100 (for example "4.31")',
  indexDateTaken: 'A value for this index on this date is already entered',
  indexFileRequired: 'Attach a CSV file with one line per date: date,value (for example 2026-03-02,4.31)',
  indexFileInvalid: 'The file was not loaded: fix the lines listed and upload it again',
  indexFileEmpty: 'The file has no values to load',
  spreadInvalid: 'The spread must be a percentage from 0 to 100 (for example "4.5")',
  spreadMissing: 'The loan has no SOFR spread on its term sheet or commitment: enter the spread',
  floorInvalid: 'The floor must be a percentage from 0 to 100 (for example "8.75")',
  resetDayInvalid: 'The reset day must be a day of the month from 1 to 28',
  achAccountMissing: 'No bank account is linked with Plaid for this loan: link one first',
  achDateInvalid: 'The debit date must be between today and 30 days from today',
  achAmountTooLarge: 'The debit is more than the amount needed to pay the loan off',
  achNotFound: 'ACH debit not found',
  achNotPending: 'Only a pending ACH debit can be settled or returned',
  achReturnCodeInvalid: 'The return code must be an ACH return reason code such as R01',
} as const;
