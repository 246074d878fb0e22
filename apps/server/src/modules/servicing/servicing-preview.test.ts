// POST /api/servicing/schedule/preview through the real app: the contract's shape, its access
// rule (admin only) and its 400s with the module's messages.
import { servicingMessages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const body = {
  principal: '100000.00',
  annual_rate: '12',
  term_months: 12,
  amortization_months: 360,
  disbursement_date: '2026-01-15',
  first_payment_date: '2026-03-01',
  day_count: 'actual/360',
};
const preview = (payload: unknown, token = ctx.tokens.admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/servicing/schedule/preview',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/servicing/schedule/preview', () => {
  it('answers a balloon schedule whose last line clears the balance', async () => {
    const response = await preview(body);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    // 100,000 at 1% a month over 360 months: 1,028.61 (the standard mortgage-table figure).
    expect(result.payment).toBe('1028.61');
    expect(result.lines).toHaveLength(12);
    // First period 2026-01-15 -> 2026-03-01 is 45 actual days: 100,000 x 12% x 45 / 360 = 1,500.00.
    expect(result.lines[0]).toMatchObject({
      number: 1,
      due_date: '2026-03-01',
      days: 45,
      interest: '1500.00',
    });
    expect(result.lines[0].principal).toBe('-471.39');
    const last = result.lines[11];
    expect(last.due_date).toBe('2027-02-01');
    expect(last.balance).toBe('0.00');
    expect(Number(last.payment)).toBeGreaterThan(90_000);
    const interest = result.lines.reduce(
      (sum: number, l: { interest: string }) => sum + Math.round(Number(l.interest) * 100),
      0,
    );
    expect((interest / 100).toFixed(2)).toBe(result.total_interest);
  });

  it('defaults to half_up and honours half_even', async () => {
    // 50.50 at 12% 30/360 interest-only: monthly interest 0.505 -> 0.51 half-up, 0.50 half-even.
    const io = { ...body, principal: '50.50', term_months: 2, amortization_months: 0, day_count: '30/360' };
    expect((await preview(io)).json().payment).toBe('0.51');
    expect((await preview({ ...io, rounding: 'half_even' })).json().payment).toBe('0.50');
    expect((await preview({ ...io, rounding: 'half_even' })).json().lines[1]).toMatchObject({
      interest: '0.50',
      principal: '50.50',
      payment: '51.00',
      balance: '0.00',
    });
  });

  it.each([
    [{ term_months: 0 }, servicingMessages.termInvalid],
    [{ annual_rate: '100.01' }, servicingMessages.rateAbove100],
    [{ principal: '-5' }, servicingMessages.principalInvalid],
    [{ principal: '0' }, servicingMessages.principalInvalid],
    [{ principal: '10.555' }, servicingMessages.principalInvalid],
    [{ day_count: 'actual/364' }, servicingMessages.dayCountInvalid],
    [{ disbursement_date: '2026-02-30' }, servicingMessages.dateInvalid],
    [{ first_payment_date: '2026-01-01' }, servicingMessages.firstPaymentBeforeDisbursement],
    [{ amortization_months: 6 }, servicingMessages.amortizationInvalid],
    [{ rounding: 'up' }, servicingMessages.roundingInvalid],
  ])('400 for %j', async (change, message) => {
    const response = await preview({ ...body, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is documented in the OpenAPI document with its body', () => {
    const doc = ctx.app.swagger() as {
      paths: Record<
        string,
        { post?: { requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> } } }
      >;
    };
    const schema =
      doc.paths['/api/servicing/schedule/preview']?.post?.requestBody?.content?.['application/json']?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(['principal', 'annual_rate', 'day_count']));
  });

  it('is for admins only', async () => {
    expect((await preview(body, ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await preview(body, ctx.tokens.broker)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/servicing/schedule/preview',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
