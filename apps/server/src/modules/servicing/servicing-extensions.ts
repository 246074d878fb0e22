// Extensions, default and suspense (issue 19 items 4, 7 and 8). Each is a ledger event appended
// under the servicing row's lock with its posting delta and its audit row, in one transaction:
//   - an extension (while extensions are left under the terms) charges the extension fee (percent
//     of the principal outstanding on its date), accrues at the extension rate from its date and
//     moves maturity by the extension period;
//   - a default date starts default interest (the default rate's excess over the note rate, its
//     own bucket) until a clearing date;
//   - staff apply the funds held in suspense through the waterfall.
import { randomUUID } from 'node:crypto';
import {
  dayNumber,
  formatCents,
  formatDate,
  parseDate,
  parseDecimal,
  replayLedger,
  roundDiv,
  servicingMessages as m,
  type ServicingExtensionWire,
} from '@lending/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { defaultSince, extensionTermsWire, trimRate } from './servicing-extension-terms';
import { sendExtensionAgreement, type ExtensionSigning } from './servicing-extension-signing';
import { appendEvent, checkEffectiveDate } from './servicing-payments';
import { eventsOf, loadEvents, loadServicing, termsOf, todayDate } from './servicing.queries';

const open = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0], loanId: string) => {
  const record = await loadServicing(tx, loanId, { lock: true });
  if (record.status === 'paid_off') throw new AppError(409, m.loanPaidOff);
  const events = eventsOf(await loadEvents(tx, loanId));
  return { record, events, terms: termsOf(record) };
};

export const extendLoan = async (
  db: Db,
  options: { loanId: string; effectiveDate?: string; actor: Actor; signing?: ExtensionSigning },
): Promise<ServicingExtensionWire> => {
  const { loanId, actor } = options;
  const done = await db.transaction(async (tx) => {
    const { record, events, terms } = await open(tx, loanId);
    const effective = options.effectiveDate ?? formatDate(todayDate());
    checkEffectiveDate(effective, record.funded_date);
    const used = events.filter((e) => e.kind === 'extension').length;
    if (used >= record.extensions_allowed) throw new AppError(409, m.noExtensionsLeft);
    if (record.extension_period_months <= 0) throw new AppError(400, m.extensionTermsMissing);
    const date = parseDate(effective)!;
    const before = replayLedger(terms, events, date);
    if (dayNumber(date) > dayNumber(parseDate(before.maturityDate)!))
      throw new AppError(400, m.extensionAfterMaturity);
    const feePercent = parseDecimal(record.extension_fee_percent)!;
    const feeCents = roundDiv(before.principalCents * feePercent.num, feePercent.den * 100n, 'half_up');
    const rate = record.extension_rate ?? record.annual_rate;
    const id = randomUUID();
    const { after } = await appendEvent(tx, {
      loanId,
      actor,
      event: {
        kind: 'extension',
        id,
        seq: 0,
        effectiveDate: date,
        feeCents,
        annualRatePercent: parseDecimal(rate)!,
        months: record.extension_period_months,
      },
      row: {
        kind: 'extension',
        effective_date: effective,
        amount_cents: feeCents > 0n ? feeCents : null,
        rate,
        months: record.extension_period_months,
        actor_id: actor.id,
      },
    });
    const maturity = replayLedger(terms, eventsOf(await loadEvents(tx, loanId)), date).maturityDate;
    const answer = {
      id,
      effective_date: effective,
      fee: formatCents(feeCents),
      rate: trimRate(rate),
      months: record.extension_period_months,
      maturity_date: maturity,
      previous_maturity_date: before.maturityDate,
      extensions: { ...extensionTermsWire(record, events), used: used + 1 },
      agreement_url: `/api/servicing/loan/${loanId}/extensions/${id}/agreement`,
    };
    await recordAudit(tx, {
      actor,
      action: 'servicing.extension',
      entity_type: 'loan',
      entity_id: loanId,
      before: { maturity_date: before.maturityDate },
      after: {
        extension_id: id,
        effective_date: effective,
        fee: answer.fee,
        rate: answer.rate,
        maturity_date: maturity,
        fees_due: formatCents(after.feesCents),
      },
    });
    // The agreement goes to the borrowers for signature with the extension, or neither happens.
    const sent = options.signing
      ? await sendExtensionAgreement(tx, options.signing, { loanId, extensionId: id, actor })
      : null;
    return { answer: { ...answer, signature: sent?.signature ?? null }, deliver: sent?.deliver };
  });
  await done.deliver?.();
  return done.answer;
};

/** Set (active) or clear a loan's default from a date. */
export const changeDefault = async (
  db: Db,
  options: { loanId: string; effectiveDate?: string; active: boolean; actor: Actor },
) => {
  const { loanId, actor, active } = options;
  return db.transaction(async (tx) => {
    const { record, events } = await open(tx, loanId);
    const effective = options.effectiveDate ?? formatDate(todayDate());
    checkEffectiveDate(effective, record.funded_date);
    if (active && record.default_rate === null) throw new AppError(400, m.noDefaultRate);
    const since = defaultSince(events, parseDate(effective)!);
    if (active && since !== null) throw new AppError(409, m.alreadyInDefault);
    if (!active && since === null) throw new AppError(409, m.notInDefault);
    const id = randomUUID();
    await appendEvent(tx, {
      loanId,
      actor,
      event: { kind: 'default', id, seq: 0, effectiveDate: parseDate(effective)!, active },
      row: { kind: 'default', effective_date: effective, active, actor_id: actor.id },
    });
    await recordAudit(tx, {
      actor,
      action: active ? 'servicing.default.set' : 'servicing.default.clear',
      entity_type: 'loan',
      entity_id: loanId,
      after: { event_id: id, effective_date: effective, default_rate: record.default_rate },
    });
  });
};

export const applySuspense = async (
  db: Db,
  options: { loanId: string; effectiveDate?: string; actor: Actor },
) => {
  const { loanId, actor } = options;
  return db.transaction(async (tx) => {
    const { record, events, terms } = await open(tx, loanId);
    const effective = options.effectiveDate ?? formatDate(todayDate());
    checkEffectiveDate(effective, record.funded_date);
    const held = replayLedger(terms, events, parseDate(effective)!).suspenseCents;
    if (held <= 0n) throw new AppError(409, m.noSuspense);
    const id = randomUUID();
    await appendEvent(tx, {
      loanId,
      actor,
      event: { kind: 'apply-suspense', id, seq: 0, effectiveDate: parseDate(effective)! },
      row: { kind: 'apply-suspense', effective_date: effective, actor_id: actor.id },
    });
    await recordAudit(tx, {
      actor,
      action: 'servicing.suspense.apply',
      entity_type: 'loan',
      entity_id: loanId,
      after: { event_id: id, effective_date: effective, amount: formatCents(held) },
    });
  });
};
