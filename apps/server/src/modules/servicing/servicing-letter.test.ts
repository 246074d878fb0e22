// The payoff letter PDF (issue 19 item 8) through the real app: its text, read back from the PDF,
// shows the same amounts as the payoff quote for that date; only today..today+90 days; the loan's
// own borrower may download it, anyone else's loan answers 404.
import { formatCurrency, servicingMessages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdftotext } from '../../lib/pdf-text';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loanId: string;
let othersLoanId: string;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY);
const iso = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);
/** The letter prints US dates like every generated document (issue 23 item 6): '12/01/2026'. */
const us = (day: number) => iso(day).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

beforeAll(async () => {
  ctx = await createTestContext();
  const funded = {
    status: 'Funded',
    funded_epoch: (today - 75) * DAY,
    interest_rate: 0.0975,
    amount_at_closing: 815_250,
  };
  loanId = (await insertLoan(ctx.db, { values: funded, borrowerIds: [ctx.users.borrower.borrower_id!] })).loan
    .id;
  othersLoanId = (
    await insertLoan(ctx.db, { values: funded, borrowerIds: [(await insertBorrower(ctx.db)).id] })
  ).loan.id;
  for (const id of [loanId, othersLoanId]) {
    const boarded = await ctx.app.inject({
      method: 'POST',
      url: `/api/servicing/loan/${id}/board`,
      headers: bearer(ctx.tokens.admin),
      payload: { day_count: 'actual/365' },
    });
    expect(boarded.statusCode).toBe(200);
  }
  // One payment so the letter is not just the opening balance.
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/api/servicing/loan/${loanId}/payments`,
    headers: bearer(ctx.tokens.admin),
    payload: { amount: '5000.00', effective_date: iso(today - 40), method: 'ach' },
  });
  expect(paid.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, token = ctx.tokens.admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/servicing/loan/${url}`, headers: bearer(token) });
const money = (text: string) => formatCurrency(text, { cents: true });

describe('payoff letter', () => {
  it('prints the quote of its date: principal, interest to the date, per diem, fees and total', async () => {
    const date = iso(today + 45);
    const shown = us(today + 45);
    const quote = (await get(`${loanId}/payoff?date=${date}`)).json();
    const letter = await get(`${loanId}/payoff-letter?date=${date}`, ctx.tokens.borrower);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.headers['content-disposition']).toContain(`${date}.pdf`);
    const text = (await pdftotext(letter.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Payoff Letter');
    expect(text).toContain(`Issued: ${us(today)}`);
    expect(text).toContain(`Good through: ${shown}`);
    expect(text).toContain(`Total payoff amount: ${money(quote.payoff_amount)}`);
    expect(text).toContain(`Principal: ${money(quote.principal)}`);
    expect(text).toContain(`Interest to ${shown}: ${money(quote.interest)}`);
    expect(text).toContain(`Unpaid fees: ${money(quote.fees)}`);
    expect(text).toContain(`Per diem: ${money(quote.per_diem)} for each day after ${shown}`);
    expect(text).toContain(`Funds received on ${shown} in the total payoff amount`);
    expect(text).not.toMatch(ISO_DATE);
    // The quote is what a client would pay: principal plus interest plus fees, less suspense.
    const cents = (t: string) => Math.round(Number(t) * 100);
    expect(cents(quote.payoff_amount)).toBe(
      cents(quote.principal) + cents(quote.interest) + cents(quote.fees) - cents(quote.suspense),
    );
    expect(cents(quote.interest)).toBeGreaterThan(0);
  });

  it('answers 400 for a date in the past or more than 90 days ahead, and today by default', async () => {
    for (const day of [today - 1, today + 91]) {
      const refused = await get(`${loanId}/payoff-letter?date=${iso(day)}`);
      expect([refused.statusCode, refused.json().message]).toEqual([
        400,
        servicingMessages.payoffLetterDateRange,
      ]);
    }
    expect((await get(`${loanId}/payoff-letter?date=${iso(today + 90)}`)).statusCode).toBe(200);
    const byDefault = await get(`${loanId}/payoff-letter`);
    expect(byDefault.statusCode).toBe(200);
    expect(await pdftotext(byDefault.rawPayload)).toContain(`Good through: ${us(today)}`);
  });

  it('states default interest as its own line with the date the default began', async () => {
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/servicing/loan/${othersLoanId}/default`,
      headers: bearer(ctx.tokens.admin),
      payload: { effective_date: iso(today - 20) },
    });
    expect(set.statusCode).toBe(200);
    const quote = (await get(`${othersLoanId}/payoff?date=${iso(today)}`)).json();
    expect(Number(quote.default_interest)).toBeGreaterThan(0);
    const letter = await get(`${othersLoanId}/payoff-letter?date=${iso(today)}`);
    const text = (await pdftotext(letter.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Default interest (since ${us(today - 20)}): ${money(quote.default_interest)}`);
    expect(text).not.toMatch(ISO_DATE);
  });

  it("answers 404 for another borrower's or broker's loan", async () => {
    expect((await get(`${othersLoanId}/payoff-letter`, ctx.tokens.borrower)).statusCode).toBe(404);
    expect((await get(`${othersLoanId}/payoff-letter`, ctx.tokens.broker)).statusCode).toBe(404);
    expect((await get(`${othersLoanId}/payoff-letter`)).statusCode).toBe(200);
  });
});

describe('schedule as CSV', () => {
  it('answers the same lines as the JSON schedule, by format=csv or by Accept: text/csv', async () => {
    const json = (await get(`${loanId}/schedule`)).json();
    const byQuery = await get(`${loanId}/schedule?format=csv`, ctx.tokens.borrower);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers['content-type']).toContain('text/csv');
    expect(byQuery.headers['content-disposition']).toContain('.csv');
    const lines = byQuery.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('number,due_date,days,interest,principal,payment,balance,rate');
    expect(lines).toHaveLength(json.lines.length + 1);
    const last = json.lines.at(-1);
    expect(lines.at(-1)).toBe(
      [
        last.number,
        last.due_date,
        last.days,
        last.interest,
        last.principal,
        last.payment,
        last.balance,
        last.rate,
      ].join(','),
    );
    expect(last.balance).toBe('0.00');
    const byAccept = await ctx.app.inject({
      method: 'GET',
      url: `/api/servicing/loan/${loanId}/schedule`,
      headers: { ...bearer(ctx.tokens.admin), accept: 'text/csv' },
    });
    expect(byAccept.body).toBe(byQuery.body);
    expect((await get(`${othersLoanId}/schedule?format=csv`, ctx.tokens.borrower)).statusCode).toBe(404);
  });
});
