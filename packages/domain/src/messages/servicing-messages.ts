// The servicing module's messages (issue 19 "Bad input and safety"), each written once.
export const servicingMessages = {
  principalInvalid: 'Principal must be an amount greater than 0 with at most two decimal places',
  principalTooLarge: 'Principal must be at most 1,000,000,000.00',
  rateInvalid: 'Annual rate must be a percentage from 0 to 100 (for example "12" or "9.875")',
  rateAbove100: 'Annual rate cannot be above 100%',
  termInvalid: 'Term must be a whole number of months from 1 to 600',
  amortizationInvalid:
    'Amortization must be 0 (interest-only) or a whole number of months from the term up to 600',
  dateInvalid: 'Dates must be real calendar dates written YYYY-MM-DD',
  firstPaymentBeforeDisbursement: 'The first payment date must be after the disbursement date',
  firstPaymentTooLate: 'The first payment date must be within one year of the disbursement date',
  dayCountInvalid: 'Day count must be one of 30/360, actual/360, actual/365, actual/actual',
  roundingInvalid: 'Rounding must be half_up or half_even',
} as const;
