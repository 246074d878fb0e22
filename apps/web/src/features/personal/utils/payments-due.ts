import type { ServicingMineWire } from '@lending/domain';

type ServicingLoan = ServicingMineWire['loans'][number];

export type PaymentDue = {
  loanId: string;
  loanName: string;
  /** A decimal string of dollars and cents, as the server sends it (never a float). */
  amount: string;
  dueDate: string;
  daysPastDue: number;
};

/** Payments show in 'what to do now' from this many days before their due date. */
const PAYMENT_NOTICE_DAYS = 15;

const dayNumber = (isoDate: string) =>
  Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/**
 * Issue 21: the boarded loans' payments the person must make now: past due, or due within
 * PAYMENT_NOTICE_DAYS of `today` (YYYY-MM-DD), most overdue first, then the earliest due.
 */
export const paymentsDue = (loans: readonly ServicingLoan[], today: string): PaymentDue[] =>
  loans
    .filter((loan) => loan.status === 'active' && loan.next_due !== null)
    .filter(
      (loan) =>
        loan.days_past_due > 0 ||
        dayNumber(loan.next_due!.due_date) - dayNumber(today) <= PAYMENT_NOTICE_DAYS,
    )
    .map((loan) => ({
      loanId: loan.loan_id,
      loanName: loan.name,
      amount: loan.next_due!.payment,
      dueDate: loan.next_due!.due_date,
      daysPastDue: loan.days_past_due,
    }))
    .sort((a, b) => b.daysPastDue - a.daysPastDue || a.dueDate.localeCompare(b.dueDate));

/** '3541.5' or '-12.00' as US dollars with separators, from the string (no float rounding). */
export const formatDecimalDollars = (amount: string): string => {
  const negative = amount.startsWith('-');
  const [whole = '0', cents = ''] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${cents.padEnd(2, '0').slice(0, 2)}`;
};
