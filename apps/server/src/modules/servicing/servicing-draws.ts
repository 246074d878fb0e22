// Construction draws (issue 19 item 6): the borrower or broker asks for a draw against the
// construction budget's line items; staff approve all or part, or reject; funding posts a ledger
// event that moves the approved amount from the construction holdback into principal (interest
// accrues on disbursed principal only). Each step is one transaction with its audit row and
// notifies the people concerned. Outgoing webhooks are derived from the audit rows by
// modules/webhooks ('servicing.draw.fund' is the row to map to draw.funded). A line's "left"
// counts every draw not rejected, so two pending requests cannot together ask for more than the
// budget.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  dayNumber,
  formatCents,
  formatCentsMoney,
  formatDate,
  parseCents,
  parseDate,
  replayLedger,
  servicingMessages as m,
  type ServicingDrawBody,
  type ServicingDrawWire,
  type ServicingDrawsWire,
} from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { servicingDrawFiles, servicingDraws } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { notifyLoanPeople } from '../notifications/index';
import { assertInspected, inspectionsOf, lockDraw, type Inspection } from './servicing-draw-inspection';
import { appendEvent } from './servicing-payments';
import { eventsOf, loadEvents, loadServicing, projectionAsOf, termsOf, todayDate } from './servicing.queries';

type DrawRow = typeof servicingDraws.$inferSelect;
type FileRow = typeof servicingDrawFiles.$inferSelect;

const lineAmount = (l: DrawRow['lines'][number], status: string) =>
  BigInt(status === 'requested' ? l.amount_cents : (l.approved_cents ?? l.amount_cents));

const drawWire = (
  row: DrawRow,
  labels: Map<string, string>,
  files: FileRow[],
  inspections: Map<string, Inspection>,
): ServicingDrawWire => ({
  id: row.id,
  status: row.status as ServicingDrawWire['status'],
  lines: row.lines.map((l) => ({
    line: l.line,
    label: labels.get(l.line) ?? l.line,
    amount: formatCents(lineAmount(l, row.status)),
  })),
  requested: formatCents(row.requested_cents),
  approved: row.approved_cents === null ? null : formatCents(row.approved_cents),
  note: row.note,
  reason: row.reason,
  requested_at: row.requested_at.toISOString(),
  decided_at: row.decided_at?.toISOString() ?? null,
  funded_date: row.funded_date,
  inspection: inspections.get(row.id) ?? null,
  files: files
    .filter((f) => f.draw_id === row.id)
    .map((f) => ({ id: f.id, file_name: f.file_name, content_type: f.content_type })),
});

const loadDraws = (db: DbOrTx, loanId: string) =>
  db
    .select()
    .from(servicingDraws)
    .where(eq(servicingDraws.loan_id, loanId))
    .orderBy(asc(servicingDraws.requested_at));

export const listDraws = async (db: DbOrTx, loanId: string): Promise<ServicingDrawsWire> => {
  const record = await loadServicing(db, loanId);
  const draws = await loadDraws(db, loanId);
  const files =
    draws.length === 0
      ? []
      : await db
          .select()
          .from(servicingDrawFiles)
          .where(
            inArray(
              servicingDrawFiles.draw_id,
              draws.map((d) => d.id),
            ),
          );
  const labels = new Map(record.budget.map((b) => [b.line, b.label]));
  const inspections = await inspectionsOf(db, draws);
  const live = draws.filter((d) => d.status !== 'rejected');
  const sumFor = (line: string, rows: DrawRow[]) =>
    rows.reduce(
      (sum, d) =>
        sum + d.lines.filter((l) => l.line === line).reduce((s, l) => s + lineAmount(l, d.status), 0n),
      0n,
    );
  const funded = live.filter((d) => d.status === 'funded');
  return {
    holdback: formatCents(record.construction_reserve_cents),
    holdback_left: formatCents(
      record.construction_reserve_cents - funded.reduce((s, d) => s + (d.approved_cents ?? 0n), 0n),
    ),
    inspection_required: record.draw_inspection_required,
    budget: record.budget.map((b) => {
      const budget = BigInt(b.amount_cents);
      return {
        line: b.line,
        label: b.label,
        budget: formatCents(budget),
        drawn: formatCents(sumFor(b.line, funded)),
        left: formatCents(budget - sumFor(b.line, live)),
      };
    }),
    draws: draws.map((d) => drawWire(d, labels, files, inspections)).reverse(),
  };
};

export const requestDraw = async (
  db: Db,
  options: { loanId: string; body: ServicingDrawBody; actor: Actor },
) => {
  const { loanId, body, actor } = options;
  const id = await db.transaction(async (tx) => {
    const record = await loadServicing(tx, loanId, { lock: true });
    if (record.status === 'paid_off') throw new AppError(409, m.loanPaidOff);
    const current = await listDraws(tx, loanId);
    const byLine = new Map(current.budget.map((b) => [b.line, parseCents(b.left)!]));
    const asked = new Map<string, bigint>();
    for (const line of body.lines) {
      if (!byLine.has(line.line)) throw new AppError(400, m.drawUnknownLine);
      asked.set(line.line, (asked.get(line.line) ?? 0n) + parseCents(line.amount)!);
    }
    for (const [line, amount] of asked)
      if (amount > byLine.get(line)!) throw new AppError(400, m.drawExceedsLine);
    const total = [...asked.values()].reduce((a, b) => a + b, 0n);
    const [row] = await tx
      .insert(servicingDraws)
      .values({
        loan_id: loanId,
        lines: [...asked].map(([line, amount]) => ({ line, amount_cents: String(amount) })),
        requested_cents: total,
        note: body.note ?? null,
        requested_by: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'servicing.draw.request',
      entity_type: 'loan',
      entity_id: loanId,
      after: { draw_id: row!.id, amount: formatCents(total) },
    });
    await notifyLoanPeople(tx, {
      loanId,
      to: 'both',
      actorId: actor.id,
      message: `Draw requested: ${formatCentsMoney(total)}`,
    });
    return row!.id;
  });
  return (await listDraws(db, loanId)).draws.find((d) => d.id === id)!;
};

/** Splits an approved part over the requested lines in proportion (the last takes the remainder). */
const approvedLines = (row: DrawRow, approved: bigint) => {
  let given = 0n;
  return row.lines.map((l, index) => {
    const share =
      index === row.lines.length - 1
        ? approved - given
        : (BigInt(l.amount_cents) * approved) / row.requested_cents;
    given += share;
    return { ...l, approved_cents: String(share) };
  });
};

export const decideDraw = async (
  db: Db,
  options: {
    loanId: string;
    drawId: string;
    actor: Actor;
    decision:
      | { kind: 'approve'; amount?: string }
      | { kind: 'reject'; reason: string }
      | { kind: 'fund'; date?: string };
  },
) => {
  const { loanId, drawId, actor, decision } = options;
  await db.transaction(async (tx) => {
    const record = await loadServicing(tx, loanId, { lock: true });
    const row = await lockDraw(tx, loanId, drawId);
    const now = new Date();
    if (decision.kind === 'approve' || decision.kind === 'reject') {
      if (row.status !== 'requested') throw new AppError(409, m.drawNotRequested);
      if (decision.kind === 'reject') {
        await tx
          .update(servicingDraws)
          .set({ status: 'rejected', reason: decision.reason, decided_by: actor.id, decided_at: now })
          .where(eq(servicingDraws.id, drawId));
      } else {
        const approved = decision.amount ? parseCents(decision.amount)! : row.requested_cents;
        if (approved > row.requested_cents) throw new AppError(400, m.drawApproveTooMuch);
        await tx
          .update(servicingDraws)
          .set({
            status: 'approved',
            approved_cents: approved,
            lines: approvedLines(row, approved),
            decided_by: actor.id,
            decided_at: now,
          })
          .where(eq(servicingDraws.id, drawId));
      }
    } else {
      if (row.status !== 'approved') throw new AppError(409, m.drawNotApproved);
      if (record.status === 'paid_off') throw new AppError(409, m.loanPaidOff);
      await assertInspected(tx, record, row);
      const date = decision.date ?? formatDate(todayDate());
      const day = dayNumber(parseDate(date) ?? todayDate());
      if (!parseDate(date)) throw new AppError(400, m.dateInvalid);
      if (day < dayNumber(parseDate(record.funded_date)!)) throw new AppError(400, m.effectiveBeforeFunding);
      if (day > dayNumber(todayDate())) throw new AppError(400, m.effectiveInFuture);
      const terms = termsOf(record);
      const events = eventsOf(await loadEvents(tx, loanId));
      const left = replayLedger(terms, events, projectionAsOf(terms, events)).constructionReserveCents;
      if (row.approved_cents! > left) throw new AppError(400, m.drawExceedsHoldback);
      const eventId = randomUUID();
      await appendEvent(tx, {
        loanId,
        actor,
        event: {
          kind: 'draw',
          id: eventId,
          seq: 0,
          effectiveDate: parseDate(date)!,
          amountCents: row.approved_cents!,
        },
        row: { kind: 'draw', effective_date: date, amount_cents: row.approved_cents!, actor_id: actor.id },
      });
      await tx
        .update(servicingDraws)
        .set({ status: 'funded', event_id: eventId, funded_date: date })
        .where(eq(servicingDraws.id, drawId));
    }
    await recordAudit(tx, {
      actor,
      action: `servicing.draw.${decision.kind}`,
      entity_type: 'loan',
      entity_id: loanId,
      after: { draw_id: drawId, ...decision },
    });
    const verb = { approve: 'approved', reject: 'rejected', fund: 'funded' }[decision.kind];
    await notifyLoanPeople(tx, {
      loanId,
      to: 'people',
      actorId: actor.id,
      message: `Draw ${verb}: ${formatCentsMoney(decision.kind === 'approve' ? (parseCents(decision.amount ?? '') ?? row.requested_cents) : (row.approved_cents ?? row.requested_cents))}`,
    });
  });
  return (await listDraws(db, loanId)).draws.find((d) => d.id === drawId)!;
};
