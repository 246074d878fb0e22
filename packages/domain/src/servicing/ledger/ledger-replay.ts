// Replay (issue 19 "The ledger"): the whole ledger of a loan derived from its terms and events, in
// effective-date order, so a back-dated payment or a reversal re-derives every later accrual, late
// fee and allocation. The stored ledger is built from the same function (ledger-projection.ts), so
// ledger == replay by construction.
//   - Interest accrues on the principal balance by the loan's day count, posted at each due date,
//     each (not reversed) payment date and the as-of date (debit interest_receivable, credit
//     interest_income); each posting is rounded by the loan's rule.
//   - A scheduled line not covered by payments by its due date + grace days is assessed the late
//     fee once (debit fees_receivable, credit fee_income).
//   - A payment goes through the waterfall (ledger-waterfall.ts): fees, default interest, interest,
//     principal; a short payment waits in suspense, money beyond the amount due goes by the rule.
//   - From a default date to its clearing, interest accrues at the default rate: the note rate's
//     part as interest, the difference as default interest (its own bucket).
//   - An extension charges its fee, accrues at its rate from its date and moves maturity; the
//     schedule is re-derived from extensions and funded draws (ledger-schedule.ts).
//   - The interest reserve (withheld from the proceeds) pays the interest due at each due date while
//     it lasts; what is left is released into a payment that, with it, pays everything off.
//   - A funded draw moves the construction holdback into principal on its date: interest accrues
//     only on what was disbursed.
//   - A reversal voids its payment from the payment's own date: the payment's postings are negated
//     at that date, so everything after is derived as if the payment never happened.
import { dayNumber, formatDate, fromDayNumber, type CalendarDate } from '../day-count';
import { interestBetween, rateOn } from '../floating';
import type { Fraction } from '../money';
import { effectiveSchedule, extendedTerms } from './ledger-schedule';

// The serviced schedule (draws and extensions) is read through the replay's module.
export { effectiveSchedule, extendedTerms } from './ledger-schedule';
import type { Allocation, LedgerEvent, LedgerState, LedgerTerms, Posting } from './ledger-types';
import { lateFeeFor, latePeriods, parseIso } from './ledger-late';
import { waterfall, type Split } from './ledger-waterfall';

type Checkpoint = {
  day: number;
  kind: 'due' | 'late' | 'draw' | 'change' | 'apply' | 'payment' | 'asof';
  line?: number;
  event?: LedgerEvent;
};
// Extensions and defaults before the day's payments; staff applying suspense in arrival order with them.
// The late-fee check comes after the day's payments: an installment paid on the last day of its
// grace (or on its due date with no grace days) is on time, as latePeriods counts it.
const ORDER = { due: 0, draw: 1, change: 1, apply: 2, payment: 2, late: 3, asof: 4 } as const;

/** a - b, or null when b >= a (no default premium). */
const excess = (a: Fraction, b: Fraction): Fraction | null => {
  const num = a.num * b.den - b.num * a.den;
  return num > 0n ? { num, den: a.den * b.den } : null;
};

const min = (a: bigint, b: bigint) => (a < b ? a : b);

const activePayments = (events: LedgerEvent[]) => {
  const reversed = new Set(events.flatMap((e) => (e.kind === 'reversal' ? [e.paymentId] : [])));
  return {
    reversed,
    payments: events.filter((e) => e.kind === 'payment'),
    draws: events.filter((e) => e.kind === 'draw'),
  };
};

export const replayLedger = (
  boarded: LedgerTerms,
  events: LedgerEvent[],
  asOf: CalendarDate,
): LedgerState => {
  const asOfDay = dayNumber(asOf);
  const known = events.filter((e) => dayNumber(e.effectiveDate) <= asOfDay);
  const terms = extendedTerms(boarded, known);
  const schedule = effectiveSchedule(terms, known);
  const rule = terms.overpayment ?? 'principal';
  const { reversed, payments, draws } = activePayments(events);
  const inScope = payments
    .filter((p) => dayNumber(p.effectiveDate) <= asOfDay)
    .sort((a, b) => dayNumber(a.effectiveDate) - dayNumber(b.effectiveDate) || a.seq - b.seq);

  const checkpoints: Checkpoint[] = [];
  schedule.lines.forEach((line, index) => {
    const due = dayNumber(parseIso(line.dueDate));
    if (due <= asOfDay) checkpoints.push({ day: due, kind: 'due', line: index });
    // The last grace day counts once it is over (a payment that day is on time): a replay as of
    // that day shows no fee yet, as latePeriods shows the installment not late yet, so a payoff
    // quoted for that day and posted on it leaves nothing owed.
    const late = due + (terms.lateFee?.graceDays ?? 0);
    if (terms.lateFee && late < asOfDay) checkpoints.push({ day: late, kind: 'late', line: index });
  });
  for (const payment of inScope)
    checkpoints.push({ day: dayNumber(payment.effectiveDate), kind: 'payment', event: payment });
  for (const draw of draws)
    if (dayNumber(draw.effectiveDate) <= asOfDay)
      checkpoints.push({ day: dayNumber(draw.effectiveDate), kind: 'draw', event: draw });
  for (const event of known)
    if (event.kind === 'extension' || event.kind === 'default' || event.kind === 'apply-suspense')
      checkpoints.push({
        day: dayNumber(event.effectiveDate),
        kind: event.kind === 'apply-suspense' ? 'apply' : 'change',
        event,
      });
  checkpoints.push({ day: asOfDay, kind: 'asof' });
  checkpoints.sort(
    (a, b) => a.day - b.day || ORDER[a.kind] - ORDER[b.kind] || (a.event?.seq ?? 0) - (b.event?.seq ?? 0),
  );

  const postings: Posting[] = [];
  const allocations: Allocation[] = [];
  const post = (source: string, day: number, entries: [Posting['account'], bigint][]) => {
    for (const [account, amountCents] of entries) {
      if (amountCents !== 0n)
        postings.push({ source, effectiveDate: formatDate(fromDayNumber(day)), account, amountCents });
    }
  };

  let principal = terms.principalCents;
  let interest = 0n;
  let defaultInterest = 0n;
  let inDefault = false;
  let principalPaid = 0n;
  let fees = 0n;
  let suspense = 0n;
  let paidToDate = 0n;
  let lateFeesAssessed = 0;
  let lastAccrual = dayNumber(terms.fundedDate);
  post('disbursement', lastAccrual, [
    ['principal', principal],
    ['cash', -principal],
  ]);
  let reserve = min(terms.interestReserveCents ?? 0n, principal);
  let construction = terms.constructionReserveCents ?? 0n;
  const reservePayments: LedgerState['reservePayments'] = [];
  post('interest-reserve', lastAccrual, [
    ['interest_reserve', -reserve],
    ['cash', reserve],
  ]);
  post('holdback', lastAccrual, [
    ['construction_reserve', construction],
    ['commitment', -construction],
  ]);

  const accrueTo = (day: number) => {
    if (day <= lastAccrual) return;
    // At the rate in force each day (a floating loan's resets split the period: floating.ts).
    const accrued =
      principal > 0n
        ? interestBetween({
            balanceCents: principal,
            base: terms.annualRatePercent,
            periods: terms.ratePeriods,
            dayCount: terms.dayCount,
            start: fromDayNumber(lastAccrual),
            end: fromDayNumber(day),
            rounding: terms.rounding,
          })
        : 0n;
    // In default: the default rate's excess over the rate in force, as its own bucket.
    const noteRate = rateOn(terms.annualRatePercent, terms.ratePeriods, fromDayNumber(lastAccrual));
    const premium = inDefault && terms.defaultRatePercent ? excess(terms.defaultRatePercent, noteRate) : null;
    const extra =
      premium && principal > 0n
        ? interestBetween({
            balanceCents: principal,
            base: premium,
            periods: undefined,
            dayCount: terms.dayCount,
            start: fromDayNumber(lastAccrual),
            end: fromDayNumber(day),
            rounding: terms.rounding,
          })
        : 0n;
    const date = formatDate(fromDayNumber(day));
    post(`accrual:${date}`, day, [
      ['interest_receivable', accrued],
      ['interest_income', -accrued],
      ['default_interest', extra],
      ['default_interest_income', -extra],
    ]);
    interest += accrued;
    defaultInterest += extra;
    lastAccrual = day;
  };

  const scheduledThrough = (line: number) =>
    schedule.lines.slice(0, line + 1).reduce((total, l) => total + l.paymentCents, 0n);
  const principalPastDue = (day: number) => {
    const due = schedule.lines
      .filter((l) => dayNumber(parseIso(l.dueDate)) <= day)
      .reduce((total, l) => total + l.principalCents, 0n);
    return due > principalPaid ? due - principalPaid : 0n;
  };
  const owedNow = (day: number) => ({
    fees,
    defaultInterest,
    interest,
    principal,
    principalPastDue: principalPastDue(day),
    suspense,
  });
  const splitEntries = (split: Split): [Posting['account'], bigint][] => [
    ['fees_receivable', -split.toFees],
    ['default_interest', -split.toDefault],
    ['interest_receivable', -split.toInterest],
    ['principal', -split.toPrincipal],
    ['suspense', split.fromSuspense - split.toSuspense],
  ];
  const applySplit = (split: Split) => {
    fees -= split.toFees;
    defaultInterest -= split.toDefault;
    interest -= split.toInterest;
    principal -= split.toPrincipal;
    principalPaid += split.toPrincipal;
    suspense += split.toSuspense - split.fromSuspense;
  };

  for (const point of checkpoints) {
    // Accruals post at due dates, payments and the as-of date only: a late-fee check or a reversed
    // payment never splits an accrual period (a replay with a reversed payment equals one without it).
    const isVoid = point.event !== undefined && reversed.has(point.event.id);
    if (!isVoid && point.kind !== 'late') accrueTo(point.day);
    const isSettled = principal === 0n && interest === 0n && defaultInterest === 0n;
    if (point.kind === 'due' && reserve > 0n && interest > 0n) {
      const used = min(reserve, interest);
      const date = formatDate(fromDayNumber(point.day));
      post(`reserve:${date}`, point.day, [
        ['interest_reserve', used],
        ['interest_receivable', -used],
      ]);
      reserve -= used;
      interest -= used;
      paidToDate += used;
      reservePayments.push({ effectiveDate: date, amountCents: used });
    }
    if (point.kind === 'draw' && point.event?.kind === 'draw') {
      const drawn = min(point.event.amountCents, construction);
      post(`draw:${point.event.id}`, point.day, [
        ['principal', drawn],
        ['cash', -drawn],
        ['construction_reserve', -drawn],
        ['commitment', drawn],
      ]);
      principal += drawn;
      construction -= drawn;
    }
    if (
      point.kind === 'late' &&
      point.line !== undefined &&
      !isSettled &&
      paidToDate < scheduledThrough(point.line)
    ) {
      const fee = lateFeeFor(terms, schedule.lines[point.line]!.paymentCents);
      post(`late-fee:${point.line + 1}`, point.day, [
        ['fees_receivable', fee],
        ['fee_income', -fee],
      ]);
      fees += fee;
      if (fee > 0n) lateFeesAssessed += 1;
    }
    if ((point.kind === 'change' || point.kind === 'apply') && point.event) {
      const change = point.event;
      if (change.kind === 'extension') {
        post(`extension:${change.id}`, point.day, [
          ['fees_receivable', change.feeCents],
          ['fee_income', -change.feeCents],
        ]);
        fees += change.feeCents;
      } else if (change.kind === 'default') inDefault = change.active;
      else if (change.kind === 'apply-suspense' && suspense > 0n) {
        const split = waterfall(0n, owedNow(point.day), rule, true);
        post(`apply-suspense:${change.id}`, point.day, splitEntries(split));
        applySplit(split);
      }
      continue;
    }
    if (point.kind !== 'payment' || point.event?.kind !== 'payment') continue;
    const payment = point.event;
    // The reserve left is released into a payment that, with it, pays everything off.
    const owedAll = fees + defaultInterest + interest + principal - suspense;
    const release = reserve > 0n && payment.amountCents + reserve >= owedAll ? reserve : 0n;
    const split = waterfall(payment.amountCents + release, owedNow(point.day), rule);
    const entries: [Posting['account'], bigint][] = [
      ['cash', payment.amountCents],
      ['interest_reserve', release],
      ...splitEntries(split),
    ];
    post(`payment:${payment.id}`, point.day, entries);
    const isReversed = reversed.has(payment.id);
    if (isReversed) {
      const reversal = events.find((e) => e.kind === 'reversal' && e.paymentId === payment.id)!;
      post(
        `reversal:${reversal.id}`,
        point.day,
        entries.map(([account, amount]) => [account, -amount]),
      );
    } else {
      applySplit(split);
      reserve -= release;
      paidToDate += payment.amountCents;
    }
    allocations.push({
      paymentId: payment.id,
      effectiveDate: formatDate(payment.effectiveDate),
      amountCents: payment.amountCents,
      feesCents: split.toFees,
      defaultInterestCents: split.toDefault,
      interestCents: split.toInterest,
      principalCents: split.toPrincipal,
      suspenseCents: split.toSuspense - split.fromSuspense,
      reversed: isReversed,
    });
  }

  return {
    asOf: formatDate(asOf),
    postings,
    allocations,
    principalCents: principal,
    interestCents: interest,
    defaultInterestCents: defaultInterest,
    feesCents: fees,
    suspenseCents: suspense,
    lateFeesAssessed,
    ratePercent: rateOn(terms.annualRatePercent, terms.ratePeriods, asOf),
    inDefault,
    maturityDate: schedule.lines[schedule.lines.length - 1]?.dueDate ?? formatDate(terms.fundedDate),
    interestReserveCents: reserve,
    constructionReserveCents: construction,
    reservePayments,
    latePeriods: latePeriods(
      terms,
      schedule.lines,
      [
        ...inScope.filter((p) => !reversed.has(p.id)),
        ...reservePayments.map((r) => ({
          effectiveDate: parseIso(r.effectiveDate),
          amountCents: r.amountCents,
        })),
      ].sort((a, b) => dayNumber(a.effectiveDate) - dayNumber(b.effectiveDate)),
      asOfDay,
    ),
  };
};
