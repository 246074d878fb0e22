import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, loans, properties } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let fixture: Awaited<ReturnType<typeof insertLoan>>;
beforeAll(async () => {
  ctx = await createTestContext();
  fixture = await insertLoan(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
});

// Sends the property's current version unless the payload names one (version is required).
const update = async (payload: unknown, token = ctx.tokens.admin, id = fixture.property.id) => {
  const [row] = await ctx.db.select().from(properties).where(eq(properties.id, id));
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/property/${id}/update`,
    headers: bearer(token),
    payload: { version: row?.version ?? 1, ...(payload as object) },
  });
};

describe('PUT /property/{id}/update', () => {
  it("changes the sent fields, moves the loan's last update, shows in the loan, and audits", async () => {
    const res = await update({
      property_type: 'Mixed use',
      number_of_units: 6,
      number_of_commercial_units: 2,
      coordinates: { lat: 30.25, lng: -97.75 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      property_type: 'Mixed use',
      number_of_units: 6,
      number_of_commercial_units: 2,
      coordinates: { lat: 30.25, lng: -97.75 },
      address_city: 'Austin',
    });
    const [loan] = await ctx.db.select().from(loans).where(eq(loans.id, fixture.loan.id));
    expect(loan!.last_update).toBeGreaterThanOrEqual(fixture.loan.last_update);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${fixture.loan.id}`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(detail.json().properties[0].property_type).toBe('Mixed use');
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, fixture.property.id));
    expect(event).toMatchObject({
      action: 'property.update',
      before: { property_type: 'Single family home' },
      after: { property_type: 'Mixed use' },
    });
  });

  it.each([
    [{ property_type: 'Castle' }, 'property_type'],
    [{ purchase_price: 15_000_001 }, 'purchase_price'],
    [{ number_of_units: -1 }, 'number_of_units'],
    [{ number_of_units: 'many' }, 'number_of_units'],
    [{ address_zipcode: 'ABCDE' }, 'address_zipcode'],
  ])('refuses %j with 400 and changes nothing', async (payload, path) => {
    const res = await update(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ path }));
    const [row] = await ctx.db.select().from(properties).where(eq(properties.id, fixture.property.id));
    expect(row!.property_type).toBe('Mixed use');
    expect(row!.purchase_price).toBe(1_600_000);
  });

  it('the amount limit message is the spec message', async () => {
    const res = await update({ purchase_price: 20_000_000 });
    expect(res.json().message).toBe('* Limit $15,000,000');
  });

  it('404 for an unknown property; 403 for borrowers and brokers', async () => {
    expect(
      (await update({ number_of_units: 2 }, ctx.tokens.admin, '00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await update({ number_of_units: 2 }, ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await update({ number_of_units: 2 }, ctx.tokens.broker)).statusCode).toBe(403);
  });
});
