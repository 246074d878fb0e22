// Bank-account liquidity verification (000 §2, issue 4 §6). The public token from the bank
// picker is exchanged server-side; the access token is encrypted at rest and never returned.
// The plaid activity moves to processing, the balances become a liquidity report (JSON on the
// bank item, a PDF document on a new process), and the activity ends in done.
import { systemActor, type AnyActor } from '../../lib/actor';
import { createHash, randomUUID } from 'node:crypto';
import { canPerform } from '@lending/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { borrowers, documents, loans, plaidItems, processes, users } from '../../db/schema/index';
import type { LiquidityReport, PlaidAdapter } from '../../integrations/plaid/plaid';
import { PlaidError } from '../../integrations/plaid/plaid';
import { isSandboxPlaid } from '../../integrations/plaid/sandbox-plaid';
import type { Storage } from '../../integrations/storage/storage';
import type { Crypto } from '../../lib/crypto';
import { AppError } from '../../plugins/errors';
import { changeActivityState, withLockedActivity, findActivity, type ActivityRow } from '../activity/index';
import { epochNow } from '../../lib/clock';
import { refreshBorrowerLoanScores } from '../scoring/index';
import { renderLiquidityPdf } from './liquidity-report';
import { plaidPagePath, readPlaidLinkId } from '../../lib/plaid-link';

const LINK_REPLAYED =
  'This bank connection was already completed. Start a new connection to add another bank.';

export type PlaidDeps = { db: Db; plaid: PlaidAdapter; crypto: Crypto; storage: Storage };

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const plaidActivity = async (deps: PlaidDeps, linkId: string): Promise<ActivityRow> => {
  const activity = await findActivity(deps.db, readPlaidLinkId(deps.crypto, linkId));
  if (activity.activity_type !== 'plaid') throw new AppError(404, 'Activity not found');
  return activity;
};

/** The personal view's 'view-plaid' action (000 §4: New, Processing, Done) opens the bank link. */
const assertConnectable = (activity: ActivityRow): void => {
  if (
    !canPerform('plaid', activity.state, 'view-plaid', 'personal') &&
    !['failed', 'error'].includes(activity.state)
  ) {
    throw new AppError(409, `Bank connection is not possible while the verification is ${activity.state}`);
  }
};

export const createLinkToken = async (deps: PlaidDeps, { linkId }: { linkId: string }) => {
  const activity = await plaidActivity(deps, linkId);
  assertConnectable(activity);
  const token = await deps.plaid.createLinkToken({
    clientUserId: activity.borrower_id ?? activity.id,
    returnPath: plaidPagePath(linkId),
  });
  return {
    link_token: token.link_token,
    expiration: token.expiration,
    mode: deps.plaid.mode,
    ...(isSandboxPlaid(deps.plaid)
      ? { picker_url: `/api/plaid/sandbox/link?token=${encodeURIComponent(token.link_token)}` }
      : {}),
  };
};

/** The borrower's user acts in the audit trail of this public call (the link was theirs). */
const actorOf = async (deps: PlaidDeps, activity: ActivityRow): Promise<AnyActor> => {
  const [user] = activity.borrower_id
    ? await deps.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.borrower_id, activity.borrower_id))
        .limit(1)
    : [];
  return user ?? systemActor('plaid-link');
};

const storeReport = async (
  deps: PlaidDeps,
  input: { activity: ActivityRow; itemRowId: string; report: LiquidityReport; actor: AnyActor },
) => {
  const { activity, report } = input;
  const [borrower] = activity.borrower_id
    ? await deps.db.select().from(borrowers).where(eq(borrowers.id, activity.borrower_id))
    : [];
  const [loan] = activity.loan_id
    ? await deps.db.select({ name: loans.name }).from(loans).where(eq(loans.id, activity.loan_id))
    : [];
  const pdf = await renderLiquidityPdf(report, {
    borrowerName: borrower ? `${borrower.first_name} ${borrower.last_name}` : 'Unknown borrower',
    loanName: loan?.name ?? null,
  });
  const documentId = randomUUID();
  const key = `loans/${activity.loan_id ?? 'none'}/${activity.id}/liquidity-${documentId}.pdf`;
  await deps.storage.put(key, pdf, { contentType: 'application/pdf' });
  return withLockedActivity(deps.db, activity.id, async (tx, locked) => {
    await tx
      .update(plaidItems)
      .set({ liquidity: report as unknown as Record<string, unknown> })
      .where(eq(plaidItems.id, input.itemRowId));
    const [{ total } = { total: 0 }] = await tx
      .select({
        total: sql<number>`coalesce(sum((${plaidItems.liquidity}->>'total_liquidity')::numeric), 0)::float8`,
      })
      .from(plaidItems)
      .where(eq(plaidItems.activity_id, activity.id));
    const now = epochNow();
    const [process] = await tx
      .insert(processes)
      .values({
        activity_id: activity.id,
        state: 'processed',
        state_epoch: now,
        data_to_display: {
          institution: report.institution?.name ?? null,
          total_liquidity: report.total_liquidity,
          accounts: report.accounts.length,
          sandbox: report.mode === 'sandbox',
        },
      })
      .returning();
    await tx.insert(documents).values({
      id: documentId,
      loan_id: activity.loan_id,
      activity_id: activity.id,
      process_id: process!.id,
      kind: 'report',
      document_name: 'Liquidity Verification',
      file_name: `liquidity-${report.institution?.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase() ?? 'bank'}.pdf`,
      storage_key: key,
      content_type: 'application/pdf',
      size_bytes: pdf.length,
      created_epoch: now,
    });
    if (activity.borrower_id) {
      await tx.update(borrowers).set({ liquidity: total }).where(eq(borrowers.id, activity.borrower_id));
      // Liquidity is a scoring input: the borrower's loans are scored again (one stored score).
      await refreshBorrowerLoanScores(tx, activity.borrower_id);
    }
    return changeActivityState(tx, {
      activity: locked,
      to: 'done',
      actor: input.actor,
      action: 'plaid.done',
      changes: { data: { ...locked.data, total_liquidity: total } },
    });
  });
};

export const connectBank = async (
  deps: PlaidDeps,
  { linkId, publicToken }: { linkId: string; publicToken: string },
) => {
  const activity = await plaidActivity(deps, linkId);
  assertConnectable(activity);
  const publicHash = hashToken(publicToken);
  const [used] = await deps.db
    .select({ id: plaidItems.id })
    .from(plaidItems)
    .where(eq(plaidItems.public_token_hash, publicHash));
  if (used) throw new AppError(409, LINK_REPLAYED);
  let exchanged: { accessToken: string; itemId: string };
  try {
    exchanged = await deps.plaid.exchangePublicToken(publicToken);
  } catch (error) {
    if (error instanceof PlaidError) throw new AppError(400, error.message);
    throw error;
  }
  const actor = await actorOf(deps, activity);
  const itemRowId = await withLockedActivity(deps.db, activity.id, async (tx, locked) => {
    assertConnectable(locked);
    const [item] = await tx
      .insert(plaidItems)
      .values({
        activity_id: locked.id,
        borrower_id: locked.borrower_id,
        item_id: exchanged.itemId,
        access_token_ciphertext: deps.crypto.encrypt(exchanged.accessToken, `plaid:${locked.id}`),
        public_token_hash: publicHash,
        is_sandbox: deps.plaid.mode === 'sandbox',
      })
      .onConflictDoNothing()
      .returning({ id: plaidItems.id });
    if (!item) throw new AppError(409, LINK_REPLAYED);
    await changeActivityState(tx, { activity: locked, to: 'processing', actor, action: 'plaid.connect' });
    return item.id;
  });
  const [item] = await deps.db
    .select()
    .from(plaidItems)
    .where(and(eq(plaidItems.id, itemRowId)));
  let report: LiquidityReport;
  try {
    report = await deps.plaid.getLiquidity(
      deps.crypto.decrypt(item!.access_token_ciphertext, `plaid:${activity.id}`),
    );
  } catch (error) {
    await withLockedActivity(deps.db, activity.id, (tx, locked) =>
      changeActivityState(tx, {
        activity: locked,
        to: 'failed',
        actor,
        action: 'plaid.failed',
        text: 'The bank balances could not be read',
      }),
    );
    if (error instanceof PlaidError)
      throw new AppError(502, 'The bank balances could not be read, please try again');
    throw error;
  }
  await deps.db
    .update(plaidItems)
    .set({ institution_name: report.institution?.name ?? null })
    .where(eq(plaidItems.id, itemRowId));
  const done = await storeReport(deps, { activity, itemRowId, report, actor });
  return {
    institution_name: report.institution?.name ?? null,
    is_sandbox: deps.plaid.mode === 'sandbox',
    mode: deps.plaid.mode,
    state: done.state,
    total_liquidity: report.total_liquidity,
  };
};
