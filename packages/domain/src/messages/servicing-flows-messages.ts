// Messages of the servicing flows added for issue 19's remaining items (NACHA file sent).
export const servicingFlowMessages = {
  nachaAlreadySent: 'The NACHA file of this date was already sent',
  nachaNothingPending: 'No ACH debit is pending for this date: there is no file to send',
  nachaNotBusinessDay: 'This date is not a banking day (a weekend or a Federal Reserve holiday)',
  nachaFileNotFound: 'NACHA file not found',
} as const;
