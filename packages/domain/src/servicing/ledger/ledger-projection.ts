// The stored ledger is append-only (issue 19): when an event arrives, the postings to append are
// the difference between the replay with the new event and the replay without it, per source,
// date and account. A back-dated event therefore appends corrections (never edits), and the sum of
// everything stored equals the replay of all events, by induction.
import type { LedgerAccount, Posting } from './ledger-types';

const keyOf = (p: Posting) => `${p.source}|${p.effectiveDate}|${p.account}`;

/** Postings summed per (source, effective date, account). */
export const netPostings = (postings: Posting[]): Map<string, Posting> => {
  const net = new Map<string, Posting>();
  for (const posting of postings) {
    const key = keyOf(posting);
    const existing = net.get(key);
    net.set(
      key,
      existing ? { ...existing, amountCents: existing.amountCents + posting.amountCents } : { ...posting },
    );
  }
  return net;
};

/** What to append so that stored (before) becomes after. */
export const postingDelta = (before: Posting[], after: Posting[]): Posting[] => {
  const was = netPostings(before);
  const now = netPostings(after);
  const delta: Posting[] = [];
  for (const [key, posting] of now) {
    const amountCents = posting.amountCents - (was.get(key)?.amountCents ?? 0n);
    if (amountCents !== 0n) delta.push({ ...posting, amountCents });
  }
  for (const [key, posting] of was) {
    if (!now.has(key) && posting.amountCents !== 0n)
      delta.push({ ...posting, amountCents: -posting.amountCents });
  }
  return delta;
};

/** Balance per account: the sum of the postings (debits positive). */
export const accountBalances = (postings: Posting[]): Record<LedgerAccount, bigint> => {
  const balances = {
    principal: 0n,
    interest_receivable: 0n,
    default_interest: 0n,
    fees_receivable: 0n,
    suspense: 0n,
    reserves: 0n,
    interest_reserve: 0n,
    construction_reserve: 0n,
    commitment: 0n,
    cash: 0n,
    interest_income: 0n,
    fee_income: 0n,
    default_interest_income: 0n,
  } satisfies Record<LedgerAccount, bigint>;
  for (const posting of postings) balances[posting.account] += posting.amountCents;
  return balances;
};
