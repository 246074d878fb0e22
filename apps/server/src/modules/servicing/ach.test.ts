// ACH debits (issue 19 item 4) through the real app on PostgreSQL: the borrower pays from the
// account linked with Plaid (sandbox), staff download the day's NACHA file (checked here
// independently of the writer: record lengths, blocking, counts, entry hash, totals and the
// entry's fields), mark it settled (posted once as an ACH payment) and record returns (R01).
import { createHash } from 'node:crypto';
import {
  formatUsDate,
  isBusinessDay,
  nextBusinessDay,
  parseDate,
  servicingFlowMessages as flows,
  servicingMessages,
  servicingRateMessages as m,
} from '@lending/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities, auditEvents, plaidItems } from '../../db/schema';
import { isSandboxPlaid } from '../../integrations/plaid/sandbox-plaid';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loanId: string;
let othersLoanId: string;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// A debit's effective date is a banking day (a weekend or Federal Reserve holiday moves it on): on
// such a day the clock is set back to the last banking day, so a debit asked for today is for
// today and can be settled today, whatever day the suite runs.
const started = Date.now();
let bankingNow = started;
while (!isBusinessDay(parseDate(iso(bankingNow))!)) bankingNow -= DAY;
if (bankingNow !== started) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: bankingNow });
const today = iso(Date.now());

const call = (method: 'GET' | 'POST', url: string, token = ctx.tokens.admin, payload?: object) =>
  ctx.app.inject({ method, url: `/api/servicing/${url}`, headers: bearer(token), payload });

/** Links the loan's bank account as the Plaid sandbox does (user_good at First Platypus Bank). */
const linkBank = async (id: string) => {
  const plaid = ctx.deps.plaid;
  if (!isSandboxPlaid(plaid)) throw new Error('tests run on the Plaid sandbox');
  const [activity] = await ctx.db
    .insert(activities)
    .values({
      loan_id: id,
      borrower_id: ctx.users.borrower.borrower_id,
      entity_type: 'borrower',
      activity_type: 'plaid',
      name: 'Bank account verification',
      state: 'done',
      state_epoch: 0,
      last_update: 0,
    })
    .returning();
  const { link_token } = await plaid.createLinkToken({ clientUserId: 'u', returnPath: '/' });
  const { publicToken } = plaid.authenticate({
    linkToken: link_token,
    institutionId: 'ins_109508',
    username: 'user_good',
    password: 'pass_good',
  });
  const { accessToken, itemId } = await plaid.exchangePublicToken(publicToken);
  await ctx.db.insert(plaidItems).values({
    activity_id: activity!.id,
    borrower_id: ctx.users.borrower.borrower_id,
    item_id: itemId,
    institution_name: 'First Platypus Bank',
    access_token_ciphertext: ctx.deps.crypto.encrypt(accessToken, `plaid:${activity!.id}`),
    public_token_hash: `hash-${itemId}`,
    is_sandbox: true,
  });
};

/** An independent NACHA check: every rule the file must meet, and its entries' fields. */
const checkNacha = (text: string) => {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) expect(line).toHaveLength(94);
  expect(lines.length % 10).toBe(0);
  const types = lines.map((l) => l[0]);
  expect(types[0]).toBe('1');
  expect(lines[0]!.slice(34, 37)).toBe('094');
  expect(lines[0]!.slice(37, 39)).toBe('10');
  const control = lines.findIndex((l) => l[0] === '9' && l !== '9'.repeat(94));
  expect(lines.slice(control + 1).every((l) => l === '9'.repeat(94))).toBe(true);
  const entries = lines.filter((l) => l[0] === '6');
  const batches = lines.filter((l) => l[0] === '5');
  const batchControls = lines.filter((l) => l[0] === '8');
  expect(batchControls).toHaveLength(batches.length);
  const hash = entries.reduce((sum, l) => sum + BigInt(l.slice(3, 11)), 0n) % 10_000_000_000n;
  const total = entries.reduce((sum, l) => sum + BigInt(l.slice(29, 39)), 0n);
  const fileControl = lines[control]!;
  expect(Number(fileControl.slice(1, 7))).toBe(batches.length);
  expect(Number(fileControl.slice(7, 13))).toBe(lines.length / 10);
  expect(Number(fileControl.slice(13, 21))).toBe(entries.length);
  expect(BigInt(fileControl.slice(21, 31))).toBe(hash);
  expect(BigInt(fileControl.slice(31, 43))).toBe(total);
  expect(BigInt(fileControl.slice(43, 55))).toBe(0n);
  for (const [index, batch] of batches.entries()) {
    const start = lines.indexOf(batch);
    const end = lines.indexOf(batchControls[index]!);
    const own = lines.slice(start + 1, end);
    expect(own.every((l) => l[0] === '6')).toBe(true);
    expect(batch.slice(1, 4)).toBe('225');
    expect(['PPD', 'CCD']).toContain(batch.slice(50, 53));
    expect(Number(batchControls[index]!.slice(4, 10))).toBe(own.length);
    expect(BigInt(batchControls[index]!.slice(10, 20))).toBe(
      own.reduce((sum, l) => sum + BigInt(l.slice(3, 11)), 0n) % 10_000_000_000n,
    );
    expect(BigInt(batchControls[index]!.slice(20, 32))).toBe(
      own.reduce((sum, l) => sum + BigInt(l.slice(29, 39)), 0n),
    );
  }
  return entries.map((l) => ({
    code: l.slice(1, 3),
    routing: l.slice(3, 12),
    account: l.slice(12, 29).trim(),
    cents: Number(l.slice(29, 39)),
    name: l.slice(54, 76).trim(),
    trace: l.slice(79, 94),
  }));
};

beforeAll(async () => {
  ctx = await createTestContext();
  const values = {
    status: 'Commitment-Accepted' as const,
    amount_at_closing: 500_000,
    interest_rate: 0.12,
    duration_months: 12,
    construction_reserve: null,
  };
  loanId = (await insertLoan(ctx.db, { values, borrowerIds: [ctx.users.borrower.borrower_id!] })).loan.id;
  othersLoanId = (await insertLoan(ctx.db, { values, borrowerIds: [(await insertBorrower(ctx.db)).id] })).loan
    .id;
  for (const id of [loanId, othersLoanId]) {
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/loan-status/${id}/set/funded/${iso(Date.now() - 40 * DAY)}`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(set.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});

describe('ACH debits from the linked account', () => {
  it('needs a linked account; refuses bad amounts and dates and other people’s loans', async () => {
    const unlinked = await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, {
      amount: '100.00',
    });
    expect([unlinked.statusCode, unlinked.json().message]).toEqual([400, m.achAccountMissing]);
    await linkBank(loanId);
    const bad = async (body: object) => {
      const response = await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, body);
      return [response.statusCode, response.json().message];
    };
    expect(await bad({ amount: '0' })).toEqual([400, servicingMessages.amountInvalid]);
    expect(await bad({ amount: '10.001' })).toEqual([400, servicingMessages.amountInvalid]);
    expect(await bad({ amount: '100.00', date: iso(Date.now() + 40 * DAY) })).toEqual([
      400,
      m.achDateInvalid,
    ]);
    expect(await bad({ amount: '100.00', date: iso(Date.now() - 2 * DAY) })).toEqual([400, m.achDateInvalid]);
    expect(await bad({ amount: '900000.00' })).toEqual([400, m.achAmountTooLarge]);
    const others = await call('POST', `loan/${othersLoanId}/ach-payments`, ctx.tokens.borrower, {
      amount: '1',
    });
    expect(others.statusCode).toBe(404);
    expect((await call('GET', `loan/${othersLoanId}/ach-payments`, ctx.tokens.borrower)).statusCode).toBe(
      404,
    );
  });

  it('the borrower pays; staff download the NACHA file, settle it (posted once) and record a return', async () => {
    const paid = await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, {
      amount: '1500.25',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      amount: '1500.25',
      date: today,
      status: 'pending',
      account_last4: '0000',
      account_name: 'Plaid Checking',
      sandbox: true,
    });
    expect(
      (await call('GET', `loan/${loanId}/ach-payments`, ctx.tokens.borrower)).json().debits,
    ).toHaveLength(1);

    for (const token of [ctx.tokens.borrower, ctx.tokens.broker])
      expect((await call('GET', `ach/nacha?date=${today}`, token)).statusCode).toBe(403);
    expect((await call('GET', 'ach/nacha?date=2026-02-30')).statusCode).toBe(400);
    const file = await call('GET', `ach/nacha?date=${today}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.ach');
    const entries = checkNacha(file.body);
    expect(entries).toEqual([
      {
        code: '27',
        routing: '011401533',
        account: '1111222233330000',
        cents: 150025,
        name: 'BRENDA BORROWER',
        trace: expect.stringMatching(/^12100035\d{7}$/),
      },
    ]);

    expect((await call('POST', 'ach/settle', ctx.tokens.borrower, { date: today })).statusCode).toBe(403);
    const settled = await call('POST', 'ach/settle', ctx.tokens.admin, { date: today });
    expect(settled.json()).toEqual({ date: today, settled: 1, total: '1500.25' });
    expect((await call('POST', 'ach/settle', ctx.tokens.admin, { date: today })).json().settled).toBe(0);
    const summary = (await call('GET', `loan/${loanId}`)).json();
    const payments = summary.payments.filter((p: { amount: string }) => p.amount === '1500.25');
    expect(payments).toHaveLength(1);
    expect(checkNacha((await call('GET', `ach/nacha?date=${today}`)).body)).toEqual([]);

    const debitId = paid.json().id;
    expect((await call('POST', `ach/${debitId}/return`, ctx.tokens.admin, { code: 'X1' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `ach/${debitId}/return`, ctx.tokens.borrower, { code: 'R01' })).statusCode,
    ).toBe(403);
    const returned = await call('POST', `ach/${debitId}/return`, ctx.tokens.admin, { code: 'R01' });
    expect(returned.json()).toMatchObject({ status: 'returned', return_code: 'R01' });
    const after = (await call('GET', `loan/${loanId}`)).json();
    expect(after.payments.find((p: { id: string }) => p.id === payments[0].id).reversed).toBe(true);
    expect(after.balances.principal).toBe('500000.00');
    const again = await call('POST', `ach/${debitId}/return`, ctx.tokens.admin, { code: 'R01' });
    expect([again.statusCode, again.json().message]).toEqual([409, m.achNotPending]);
  });

  it('a pending debit returned before settlement is never posted', async () => {
    const paid = await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.broker, { amount: '250.00' });
    // The broker is not on this loan: 404 like a loan that does not exist.
    expect(paid.statusCode).toBe(404);
    const mine = await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, { amount: '250.00' });
    const returned = await call('POST', `ach/${mine.json().id}/return`, ctx.tokens.admin, { code: 'R02' });
    expect(returned.json()).toMatchObject({ status: 'returned', return_code: 'R02', payment_id: null });
    expect((await call('POST', 'ach/settle', ctx.tokens.admin, { date: today })).json().settled).toBe(0);
    const summary = (await call('GET', `loan/${loanId}`)).json();
    expect(summary.payments.some((p: { amount: string }) => p.amount === '250.00')).toBe(false);
  });
});

describe('the NACHA file recorded as sent', () => {
  it('a weekend date moves to the next banking day; the day’s file is recorded once, with its hash and entries', async () => {
    // Midnight UTC of the next Saturday (from the current instant, the gap to Monday's date was
    // under a day and a half whenever the test ran after noon UTC).
    let saturday = (Math.floor(Date.now() / DAY) + 1) * DAY;
    while (new Date(saturday).getUTCDay() !== 6) saturday += DAY;
    const paid = await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, {
      amount: '321.00',
      date: iso(saturday),
    });
    expect(paid.statusCode).toBe(201);
    const date: string = paid.json().date;
    // Monday, or later when Monday is a Federal Reserve holiday: never the weekend.
    expect(Date.parse(date) - saturday).toBeGreaterThanOrEqual(2 * DAY - DAY / 2);
    expect([1, 2, 3, 4, 5]).toContain(new Date(date).getUTCDay());

    expect((await call('POST', 'ach/nacha/sent', ctx.tokens.borrower, { date })).statusCode).toBe(403);
    const weekend = await call('POST', 'ach/nacha/sent', ctx.tokens.admin, { date: iso(saturday) });
    expect([weekend.statusCode, weekend.json().message]).toEqual([400, flows.nachaNotBusinessDay]);

    const sent = await call('POST', 'ach/nacha/sent', ctx.tokens.admin, { date });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      date,
      entry_count: 1,
      total: '321.00',
      entries: [{ ach_id: paid.json().id, loan_id: loanId, amount: '321.00' }],
      sent_by: ctx.users.admin.id,
    });
    const file = await call('GET', sent.json().file_url.replace('/api/servicing/', ''));
    expect(file.statusCode).toBe(200);
    expect(createHash('sha256').update(file.body, 'ascii').digest('hex')).toBe(sent.json().sha256);
    expect(checkNacha(file.body)).toEqual([
      expect.objectContaining({ cents: 32100, trace: sent.json().entries[0].trace }),
    ]);

    // Sent once: a second attempt is refused and says when.
    const again = await call('POST', 'ach/nacha/sent', ctx.tokens.admin, { date });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(flows.nachaAlreadySent);
    const at: string = sent.json().sent_at;
    expect(again.json().message).toContain(
      `sent ${formatUsDate(at.slice(0, 10))} at ${at.slice(11, 16)} UTC by ${ctx.users.admin.email}`,
    );
    expect(again.json().message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const [row] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, sent.json().id));
    expect(row).toMatchObject({ action: 'servicing.ach.file.sent', actor_user_id: ctx.users.admin.id });

    let empty = Date.parse(date) + DAY;
    while (!isBusinessDay(parseDate(iso(empty))!)) empty += DAY;
    const nothing = await call('POST', 'ach/nacha/sent', ctx.tokens.admin, { date: iso(empty) });
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, flows.nachaNothingPending]);
  });

  it('a debit asked for a day whose file was already sent goes into the next banking day’s file', async () => {
    // A banking day two weeks ahead, clear of the dates the test above used.
    let day = Date.now() + 14 * DAY;
    while (!isBusinessDay(parseDate(iso(day))!)) day += DAY;
    const date = iso(day);
    const first = await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, {
      amount: '100.00',
      date,
    });
    expect(first.json().date).toBe(date);
    const sent = await call('POST', 'ach/nacha/sent', ctx.tokens.admin, { date });
    expect(sent.json().entry_count).toBe(1);

    const late = await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, {
      amount: '200.00',
      date,
    });
    expect(late.statusCode).toBe(201);
    const next = nextBusinessDay(date);
    expect(late.json()).toMatchObject({ date: next, status: 'pending' });
    // Not in the sent file (kept as it was) nor among that day's debits (the first one still
    // pending until settled): in the next day's.
    const kept = await call('GET', sent.json().file_url.replace('/api/servicing/', ''));
    expect(checkNacha(kept.body).map((e) => e.cents)).toEqual([10000]);
    expect(checkNacha((await call('GET', `ach/nacha?date=${date}`)).body).map((e) => e.cents)).toEqual([
      10000,
    ]);
    expect(checkNacha((await call('GET', `ach/nacha?date=${next}`)).body).map((e) => e.cents)).toEqual([
      20000,
    ]);
    const nextSent = await call('POST', 'ach/nacha/sent', ctx.tokens.admin, { date: next });
    expect(nextSent.json()).toMatchObject({
      date: next,
      entries: [{ ach_id: late.json().id, amount: '200.00' }],
    });
    // A debit asked while the day's file is being recorded: in that file or in the next, never in none.
    let raced = day + 7 * DAY;
    while (!isBusinessDay(parseDate(iso(raced))!)) raced += DAY;
    const racedDate = iso(raced);
    await call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, {
      amount: '10.00',
      date: racedDate,
    });
    const [file, debit] = await Promise.all([
      call('POST', 'ach/nacha/sent', ctx.tokens.admin, { date: racedDate }),
      call('POST', `loan/${loanId}/ach-payments`, ctx.tokens.borrower, { amount: '20.00', date: racedDate }),
    ]);
    expect([file.statusCode, debit.statusCode]).toEqual([201, 201]);
    const inFile = file.json().entries.some((e: { ach_id: string }) => e.ach_id === debit.json().id);
    expect(inFile ? racedDate : nextBusinessDay(racedDate)).toBe(debit.json().date);

    // The audit row says which day was asked for and which file took the debit.
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'servicing.ach.request'));
    expect(audit.find((a) => (a.after as { ach_id: string }).ach_id === late.json().id)?.after).toMatchObject(
      {
        date: next,
        asked_date: date,
      },
    );
  });
});
