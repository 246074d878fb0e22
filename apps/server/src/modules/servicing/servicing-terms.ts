// Staff review of a boarded loan's terms (issue 19 item 1). Until staff confirm them the tab says
// the terms await review and staff may edit them: the stored ledger is re-derived by appending
// the difference between the replay under the old terms and under the new ones (the postings
// stay append-only). Confirming is audited; confirmed terms are no longer edited here.
import { eq } from 'drizzle-orm';
import {
  parseCents,
  postingDelta,
  replayLedger,
  servicingMessages as m,
  type ServicingTermsBody,
} from '@lending/domain';
import type { Db } from '../../db/client';
import { servicingLoans, servicingPostings } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { eventsOf, loadEvents, loadServicing, projectionAsOf, termsOf } from './servicing.queries';

const cents = (text: string | undefined) => {
  if (text === undefined) return undefined;
  const value = parseCents(text);
  if (value === null || value < 0n) throw new AppError(400, m.amountInvalid);
  return value;
};

export const editServicingTerms = async (
  db: Db,
  options: { loanId: string; body: ServicingTermsBody; actor: Actor },
) => {
  const { loanId, body, actor } = options;
  await db.transaction(async (tx) => {
    const before = await loadServicing(tx, loanId, { lock: true });
    if (before.confirmed_at) throw new AppError(409, m.alreadyConfirmed);
    if (before.status === 'paid_off') throw new AppError(409, m.loanPaidOff);
    const amortization = body.amortization_months ?? before.amortization_months;
    if (amortization !== 0 && amortization < before.term_months)
      throw new AppError(400, m.amortizationInvalid);
    const changes = {
      day_count: body.day_count ?? before.day_count,
      amortization_months: amortization,
      grace_days: body.grace_days ?? before.grace_days,
      late_fee_percent:
        body.late_fee_percent === undefined
          ? before.late_fee_percent
          : body.late_fee_percent === null
            ? null
            : String(body.late_fee_percent),
      interest_reserve_cents: cents(body.interest_reserve) ?? before.interest_reserve_cents,
      construction_reserve_cents: cents(body.construction_reserve) ?? before.construction_reserve_cents,
      draw_inspection_required: body.draw_inspection_required ?? before.draw_inspection_required,
    };
    const after = { ...before, ...changes };
    const events = eventsOf(await loadEvents(tx, loanId));
    const oldTerms = termsOf(before);
    const newTerms = termsOf(after);
    const delta = postingDelta(
      replayLedger(oldTerms, events, projectionAsOf(oldTerms, events)).postings,
      replayLedger(newTerms, events, projectionAsOf(newTerms, events)).postings,
    );
    await tx.update(servicingLoans).set(changes).where(eq(servicingLoans.loan_id, loanId));
    if (delta.length > 0)
      await tx.insert(servicingPostings).values(
        delta.map((p) => ({
          loan_id: loanId,
          source: p.source,
          account: p.account,
          effective_date: p.effectiveDate,
          amount_cents: p.amountCents,
          actor_id: actor.id,
        })),
      );
    await recordAudit(tx, {
      actor,
      action: 'servicing.terms.edit',
      entity_type: 'loan',
      entity_id: loanId,
      before: {
        day_count: before.day_count,
        amortization_months: before.amortization_months,
        grace_days: before.grace_days,
        late_fee_percent: before.late_fee_percent,
        interest_reserve_cents: String(before.interest_reserve_cents),
        construction_reserve_cents: String(before.construction_reserve_cents),
        draw_inspection_required: before.draw_inspection_required,
      },
      after: {
        ...changes,
        interest_reserve_cents: String(changes.interest_reserve_cents),
        construction_reserve_cents: String(changes.construction_reserve_cents),
      },
    });
  });
};

export const confirmServicingTerms = async (db: Db, options: { loanId: string; actor: Actor }) => {
  await db.transaction(async (tx) => {
    const row = await loadServicing(tx, options.loanId, { lock: true });
    if (row.confirmed_at) throw new AppError(409, m.alreadyConfirmed);
    await tx
      .update(servicingLoans)
      .set({ confirmed_at: new Date(), confirmed_by: options.actor.id })
      .where(eq(servicingLoans.loan_id, options.loanId));
    await recordAudit(tx, {
      actor: options.actor,
      action: 'servicing.confirm',
      entity_type: 'loan',
      entity_id: options.loanId,
      after: { principal_cents: String(row.principal_cents), annual_rate: row.annual_rate },
    });
  });
};
