// Replay (issue 19 "The ledger"): the whole ledger of a loan derived from its terms and events, in
// effective-date order, so a back-dated payment or a reversal re-derives every later accrual, late
// fee and allocation. The stored ledger is built from the same function (ledger-projection.ts), so
// ledger == replay by construction.
//   - Interest accrues on the principal balance by the loan's day count, posted at each due date,
//     each (not reversed) payment date and the as-of date (debit interest_receivable, credit
//     interest_income); each posting is rounded by the loan's rule.
//   - A scheduled line not covered by payments by its due date + grace days is assessed the late
//     fee once (debit fees_receivable, credit fee_income).
//   - A payment goes through the waterfall: fees, interest, principal, then suspense.
//   - The interest reserve (withheld from the proceeds) pays the interest due at each due date while
//     it lasts; what is left is released into a payment that, with it, pays everything off.
//   - A funded draw moves the construction holdback into principal on its date: interest accrues
//     only on what was disbursed.
//   - A reversal voids its payment from the payment's own date: the payment's postings are negated
//     at that date, so everything after is derived as if the payment never happened.
import { dayNumber, formatDate, fromDayNumber, type CalendarDate } from '../day-count';
import { interestBetween } from '../floating';
import { roundDiv } from '../money';
import { buildSchedule } from '../schedule';
import type { Allocation, LedgerEvent, LedgerState, LedgerTerms, Posting } from './ledger-types';

type Checkpoint = {
  day: number;
  kind: 'due' | 'late' | 'draw' | 'payment' | 'asof';
  line?: number;
  event?: LedgerEvent;
};
const ORDER = { due: 0, late: 1, draw: 2, payment: 3, asof: 4 } as const;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The late fee of one scheduled payment under the rule (percent of the payment or flat, capped). */
const lateFeeFor = (terms: LedgerTerms, scheduledCents: bigint): bigint => {
  const rule = terms.lateFee;
  if (!rule) return 0n;
  const fee = rule.percent
    ? roundDiv(scheduledCents * rule.percent.num, rule.percent.den * 100n, terms.rounding)
    : rule.flatCents;
  return rule.capCents === null ? fee : min(fee, rule.capCents);
};

const activePayments = (events: LedgerEvent[]) => {
  const reversed = new Set(events.flatMap((e) => (e.kind === 'reversal' ? [e.paymentId] : [])));
  return {
    reversed,
    payments: events.filter((e) => e.kind === 'payment'),
    draws: events.filter((e) => e.kind === 'draw'),
  };
};

export const replayLedger = (terms: LedgerTerms, events: LedgerEvent[], asOf: CalendarDate): LedgerState => {
  const asOfDay = dayNumber(asOf);
  const schedule = buildSchedule({ ...terms, disbursementDate: terms.fundedDate });
  const { reversed, payments, draws } = activePayments(events);
  const inScope = payments
    .filter((p) => dayNumber(p.effectiveDate) <= asOfDay)
    .sort((a, b) => dayNumber(a.effectiveDate) - dayNumber(b.effectiveDate) || a.seq - b.seq);

  const checkpoints: Checkpoint[] = [];
  schedule.lines.forEach((line, index) => {
    const due = dayNumber(parseIso(line.dueDate));
    if (due <= asOfDay) checkpoints.push({ day: due, kind: 'due', line: index });
    const late = due + (terms.lateFee?.graceDays ?? 0);
    if (terms.lateFee && late <= asOfDay) checkpoints.push({ day: late, kind: 'late', line: index });
  });
  for (const payment of inScope)
    checkpoints.push({ day: dayNumber(payment.effectiveDate), kind: 'payment', event: payment });
  for (const draw of draws)
    if (dayNumber(draw.effectiveDate) <= asOfDay)
      checkpoints.push({ day: dayNumber(draw.effectiveDate), kind: 'draw', event: draw });
  checkpoints.push({ day: asOfDay, kind: 'asof' });
  checkpoints.sort((a, b) => a.day - b.day || ORDER[a.kind] - ORDER[b.kind]);

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
    const date = formatDate(fromDayNumber(day));
    post(`accrual:${date}`, day, [
      ['interest_receivable', accrued],
      ['interest_income', -accrued],
    ]);
    interest += accrued;
    lastAccrual = day;
  };

  const scheduledThrough = (line: number) =>
    schedule.lines.slice(0, line + 1).reduce((total, l) => total + l.paymentCents, 0n);

  for (const point of checkpoints) {
    // Accruals post at due dates, payments and the as-of date only: a late-fee check or a reversed
    // payment never splits an accrual period (a replay with a reversed payment equals one without it).
    const isVoid = point.event !== undefined && reversed.has(point.event.id);
    if (!isVoid && point.kind !== 'late') accrueTo(point.day);
    const isSettled = principal === 0n && interest === 0n;
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
    if (point.kind !== 'payment' || point.event?.kind !== 'payment') continue;
    const payment = point.event;
    // The reserve left is released into a payment that, with it, pays everything off.
    const owed = fees + interest + principal - suspense;
    const release = reserve > 0n && payment.amountCents + reserve >= owed ? reserve : 0n;
    const funds = payment.amountCents + release;
    const toFees = min(funds, fees);
    const toInterest = min(funds - toFees, interest);
    const toPrincipal = min(funds - toFees - toInterest, principal);
    const toSuspense = funds - toFees - toInterest - toPrincipal;
    const entries: [Posting['account'], bigint][] = [
      ['cash', payment.amountCents],
      ['interest_reserve', release],
      ['fees_receivable', -toFees],
      ['interest_receivable', -toInterest],
      ['principal', -toPrincipal],
      ['suspense', -toSuspense],
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
      fees -= toFees;
      interest -= toInterest;
      principal -= toPrincipal;
      suspense += toSuspense;
      reserve -= release;
      paidToDate += payment.amountCents;
    }
    allocations.push({
      paymentId: payment.id,
      effectiveDate: formatDate(payment.effectiveDate),
      amountCents: payment.amountCents,
      feesCents: toFees,
      interestCents: toInterest,
      principalCents: toPrincipal,
      suspenseCents: toSuspense,
      reversed: isReversed,
    });
  }

  return {
    asOf: formatDate(asOf),
    postings,
    allocations,
    principalCents: principal,
    interestCents: interest,
    feesCents: fees,
    suspenseCents: suspense,
    lateFeesAssessed,
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

const parseIso = (text: string): CalendarDate => ({
  year: Number(text.slice(0, 4)),
  month: Number(text.slice(5, 7)),
  day: Number(text.slice(8, 10)),
});

/** Each scheduled line that was paid (or is still unpaid) after its due date + grace, and by how many days. */
const latePeriods = (
  terms: LedgerTerms,
  lines: { dueDate: string; paymentCents: bigint }[],
  payments: { effectiveDate: CalendarDate; amountCents: bigint }[],
  asOfDay: number,
) => {
  const grace = terms.lateFee?.graceDays ?? 0;
  const late: LedgerState['latePeriods'] = [];
  let due = 0n;
  lines.forEach((line, index) => {
    due += line.paymentCents;
    const dueDay = dayNumber(parseIso(line.dueDate));
    if (dueDay > asOfDay) return;
    let paid = 0n;
    let coveredDay = asOfDay;
    for (const payment of payments) {
      paid += payment.amountCents;
      if (paid >= due) {
        coveredDay = dayNumber(payment.effectiveDate);
        break;
      }
    }
    const daysLate = coveredDay - dueDay;
    if (daysLate > grace) late.push({ number: index + 1, dueDate: line.dueDate, daysLate });
  });
  return late;
};
