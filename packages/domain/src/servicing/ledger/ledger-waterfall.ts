// The payment waterfall (issue 19 items 4 and 8): fees, default interest, interest, principal,
// then what is left by the loan's rule. A short payment (with the suspense held, less than the
// interest due and any principal past due) goes to suspense whole; it is applied with the next
// payment that, with it, covers a full installment, or when staff apply the suspense. Money
// beyond the amount due goes to principal (rule 'principal', the default) or stays in suspense
// (rule 'suspense'), unless it pays the principal off.
import type { OverpaymentRule } from './ledger-types';

const min = (a: bigint, b: bigint) => (a < b ? a : b);

type Owed = {
  fees: bigint;
  defaultInterest: bigint;
  interest: bigint;
  principal: bigint;
  /** Scheduled principal due by now and not yet paid (amortizing lines, the balloon). */
  principalPastDue: bigint;
  suspense: bigint;
};

export type Split = {
  /** Taken out of suspense (a debit of the suspense account). */
  fromSuspense: bigint;
  toFees: bigint;
  toDefault: bigint;
  toInterest: bigint;
  toPrincipal: bigint;
  /** Put into suspense (a credit). */
  toSuspense: bigint;
};

/** The split of `amount` (new money) given what is owed; `force` applies the suspense regardless (staff). */
export const waterfall = (amount: bigint, owed: Owed, rule: OverpaymentRule, force = false): Split => {
  const installment = owed.defaultInterest + owed.interest + owed.principalPastDue;
  const available = amount + owed.suspense;
  if (!force && available < installment) {
    return {
      fromSuspense: 0n,
      toFees: 0n,
      toDefault: 0n,
      toInterest: 0n,
      toPrincipal: 0n,
      toSuspense: amount,
    };
  }
  let rest = available;
  const take = (cap: bigint) => {
    const taken = min(rest, cap);
    rest -= taken;
    return taken;
  };
  const toFees = take(owed.fees);
  const toDefault = take(owed.defaultInterest);
  const toInterest = take(owed.interest);
  const paysOff = rest >= owed.principal;
  const toPrincipal = take(rule === 'principal' || force || paysOff ? owed.principal : owed.principalPastDue);
  return { fromSuspense: owed.suspense, toFees, toDefault, toInterest, toPrincipal, toSuspense: rest };
};
