import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { prequalPayload } from '../leads/lead-fixture';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
let ipCounter = 0;
/** Each request from its own loopback address, so the per-IP limit only bites where a test wants it. */
const freshIp = () => {
  ipCounter += 1;
  return `127.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

describe('POST /api/application/short: the public pre-qualification form', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const submit = (payload: unknown, options: { key?: string; ip?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/application/short',
      remoteAddress: options.ip ?? freshIp(),
      headers: options.key ? { 'idempotency-key': options.key } : {},
      payload: payload as Record<string, unknown>,
    });

  const storedLead = async (id: string) => (await ctx.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const withProperty = (change: Record<string, unknown>) => {
    const base = prequalPayload();
    const property = { ...(base.properties as Record<string, unknown>[])[0], ...change };
    return { ...base, properties: [property] };
  };
  const withAddress = (change: Record<string, unknown>) => {
    const property = (prequalPayload().properties as Record<string, Record<string, unknown>>[])[0]!;
    return withProperty({ address: { ...property.address, ...change } });
  };

  it('accepts a valid purchase without an authorisation header and stores one lead', async () => {
    const response = await submit(prequalPayload({ amount: '750,000' }));
    expect(response.statusCode).toBe(201);
    const lead = await storedLead(response.json().lead_id);
    expect(lead.status).toBe('new');
    expect(lead.payload).toMatchObject({
      amount: 750000,
      borrowerName: { firstName: 'Jane', lastName: 'Doe' },
    });
  });

  it.each([
    ['borrowerName.firstName', { borrowerName: { firstName: '', lastName: 'Doe' } }, '* Required'],
    [
      'borrowerName.lastName',
      { borrowerName: { firstName: 'Jane', lastName: 'Doe3' } },
      '* Enter a valid name',
    ],
    ['borrowerEmail', { borrowerEmail: 'jane-at-example' }, '* Enter a valid email'],
    ['borrowerEmail', { borrowerEmail: '' }, '* Enter a valid email'],
    [
      'borrowerEmail',
      {
        isBroker: true,
        brokerName: { firstName: 'Rob', lastName: 'B' },
        brokerEmail: 'rob@example.com',
        borrowerEmail: 'nope',
      },
      '* Enter a valid email or leave blank',
    ],
    [
      'brokerName.firstName',
      { isBroker: true, brokerName: { firstName: '', lastName: 'B' }, brokerEmail: 'rob@example.com' },
      '* Required',
    ],
    [
      'brokerName.lastName',
      { isBroker: true, brokerName: { firstName: 'Rob', lastName: 'B_1' }, brokerEmail: 'rob@example.com' },
      '* Enter a valid name',
    ],
    [
      'brokerEmail',
      { isBroker: true, brokerName: { firstName: 'Rob', lastName: 'B' }, brokerEmail: '' },
      '* Enter a valid email',
    ],
    ['borrowerPhone', { borrowerPhone: { area: '', phone: '' } }, '* Required'],
    [
      'borrowerPhone',
      { borrowerPhone: { area: '512', phone: '55501' } },
      '* Enter a valid phone number (10)',
    ],
    ['durationMonths', { durationMonths: 25 }, '* Between 1-24'],
    ['durationMonths', { durationMonths: 0 }, '* Between 1-24'],
    ['amount', { amount: 15_000_001 }, '* Limit $15,000,000'],
    ['amount', { amount: '' }, '* Required'],
    ['amount', { amount: '12e5' }, 'Invalid value'],
    ['purchasePrice', { purchasePrice: '15,000,001' }, '* Limit $15,000,000'],
    ['purchasePrice', { purchasePrice: null }, '* Required'],
    ['estimatedClosingDate', { estimatedClosingDate: null }, '* Required'],
    ['estimatedClosingDate', { estimatedClosingDate: Date.UTC(1899, 11, 31) / 1000 }, '* Invalid Date'],
    [
      'purchaseDate',
      { purposeOfLoan: 'Refinance', currentLoanBalance: 100, purchaseDate: null },
      '* Required',
    ],
    [
      'currentLoanBalance',
      { purposeOfLoan: 'Refinance', purchaseDate: now() - 30 * DAY, currentLoanBalance: '' },
      '* Required',
    ],
    [
      'purchasePrice',
      {
        purposeOfLoan: 'Refinance',
        purchaseDate: now() - 30 * DAY,
        currentLoanBalance: 100,
        purchasePrice: '',
      },
      '* Required',
    ],
    ['purposeOfLoan', { purposeOfLoan: '' }, '* Required'],
    ['properties', { properties: [] }, '* Required'],
  ])('%s: %j -> %s', async (path, change, message) => {
    const response = await submit(prequalPayload(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
  });

  it.each([
    ['missing street number', withAddress({ street: 'Maple Ave' })],
    ['country not US', withAddress({ country: 'CA' })],
    ['ZIP of another state', withAddress({ zipcode: '10001' })],
    ['city far from the ZIP', withAddress({ city: 'Dallas' })],
    ['unknown ZIP', withAddress({ zipcode: '00000' })],
  ])('address: %s -> * Enter a valid address', async (_case, payload) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'properties.0.address',
      message: '* Enter a valid address',
    });
  });

  it('property rules: type required, rehab hard budget required when the property needs rehab', async () => {
    const noType = await submit(withProperty({ propertyType: '' }));
    expect(noType.json().details).toContainEqual({
      path: 'properties.0.propertyType',
      message: '* Required',
    });
    const rehab = await submit(withProperty({ propertyRequires: true }));
    expect(rehab.json().details).toContainEqual({
      path: 'properties.0.rehabBudgetHard',
      message: '* Required',
    });
  });

  it('a refinance bought more than a year ago needs no purchase price and has it cleared', async () => {
    const response = await submit(
      prequalPayload({
        purposeOfLoan: 'Refinance',
        purchaseDate: now() - 400 * DAY,
        currentLoanBalance: '300,000',
        purchasePrice: '500,000',
      }),
    );
    expect(response.statusCode).toBe(201);
    const lead = await storedLead(response.json().lead_id);
    expect(lead.payload).toMatchObject({
      purposeOfLoan: 'Refinance',
      purchasePrice: null,
      currentLoanBalance: 300000,
    });
  });

  it('derives NOI: 0.95 x residential + 0.9 x commercial income minus expenses (mixed use), several properties', async () => {
    const mixed = {
      address: {
        street: '2 Elm St',
        city: 'Brooklyn',
        state: 'NY',
        zipcode: '11201',
        country: 'US',
        coordinates: { lat: 0, lng: 0 },
      },
      propertyType: 'Mixed use',
      numberOfUnits: 4,
      numberOfCommercialUnits: 1,
      currentGrossIncomeResidential: '100,000',
      currentGrossIncomeCommercial: '50,000',
      currentOperatingExpenses: '20,000',
    };
    const response = await submit(
      prequalPayload({ properties: [...(prequalPayload().properties as unknown[]), mixed] }),
    );
    expect(response.statusCode).toBe(201);
    const lead = await storedLead(response.json().lead_id);
    const stored = (lead.payload.properties as Record<string, unknown>[])[1]!;
    expect(stored.currentNoi).toBe(95_000 + 45_000 - 20_000);
    // 0,0 coordinates are placed at the ZIP's centre by the geocoder.
    expect((stored.address as { coordinates: { lat: number } }).coordinates.lat).toBeCloseTo(40.69, 1);
  });

  it('hostile values: script tags are refused in names and kept inert as text elsewhere', async () => {
    const script = '<script>alert(1)</script>';
    const name = await submit(prequalPayload({ borrowerName: { firstName: script, lastName: 'Doe' } }));
    expect(name.json().details).toContainEqual({
      path: 'borrowerName.firstName',
      message: '* Enter a valid name',
    });
    const street = `118 Maple Ave ${script}`;
    const stored = await submit(withAddress({ street }));
    expect(stored.statusCode).toBe(201);
    const lead = await ctx.app.inject({
      method: 'GET',
      url: `/api/leads/${stored.json().lead_id}`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(lead.headers['content-type']).toMatch(/^application\/json/);
    expect(lead.json().payload.properties[0].address.street).toBe(street);
  });

  it('hostile values: a 1 MB string is refused by the body limit, a long one by the field limit, wrong types by the rules', async () => {
    const huge = await submit(
      prequalPayload({ borrowerName: { firstName: 'a'.repeat(1_048_576), lastName: 'Doe' } }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Request body is too large');
    const long = await submit(withAddress({ street: `1 ${'x'.repeat(100_000)}` }));
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toContainEqual({
      path: 'properties.0.address.street',
      message: 'At most 500 characters',
    });
    const types = await submit(
      prequalPayload({ amount: { $gt: 0 }, borrowerName: 42, durationMonths: [12], isBroker: 'maybe' }),
    );
    expect(types.statusCode).toBe(400);
    expect(types.json().details).toEqual(
      expect.arrayContaining([
        { path: 'amount', message: 'Invalid value' },
        { path: 'borrowerName.firstName', message: '* Required' },
      ]),
    );
    const notArray = await submit(prequalPayload({ properties: 'all of them' }));
    expect(notArray.statusCode).toBe(400);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/application/short',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(notJson.statusCode).toBe(400);
    const before = (await ctx.db.select({ id: leads.id }).from(leads)).length;
    await submit({ not: 'a form' });
    expect((await ctx.db.select({ id: leads.id }).from(leads)).length).toBe(before);
  });

  it('is idempotent: the same key twice and a double click make one lead', async () => {
    const payload = prequalPayload();
    const first = await submit(payload, { key: 'c0ffee00-0000-4000-8000-000000000001' });
    const again = await submit(payload, { key: 'c0ffee00-0000-4000-8000-000000000001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().lead_id).toBe(first.json().lead_id);
    const reused = await submit(prequalPayload(), { key: 'c0ffee00-0000-4000-8000-000000000001' });
    expect(reused.statusCode).toBe(409);

    // A double click: two requests at once, each with its own key, same content.
    const click = prequalPayload();
    const [a, b] = await Promise.all([
      submit(click, { key: 'c0ffee00-0000-4000-8000-0000000000a1' }),
      submit(click, { key: 'c0ffee00-0000-4000-8000-0000000000a2' }),
    ]);
    expect(a.json().lead_id).toBe(b.json().lead_id);
    const rows = await ctx.db.select().from(leads);
    expect(
      rows.filter((row) => (row.payload as { borrowerEmail: string }).borrowerEmail === click.borrowerEmail),
    ).toHaveLength(1);
  });

  it('rate limits one flooding client (429) while another client still gets through', async () => {
    const flooder = '127.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await submit({ junk: i }, { ip: flooder })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const limited = await submit(prequalPayload(), { ip: flooder });
    expect(limited.json().message).toMatch(/Too many submissions/);
    const other = await submit(prequalPayload(), { ip: '127.8.8.8' });
    expect(other.statusCode).toBe(201);
  });

  it('GET /api/application/geocode answers the ZIP table without authorisation', async () => {
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/application/geocode?zip=78704&street=118%20Maple%20Ave',
      remoteAddress: freshIp(),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      city: 'Austin',
      state: 'TX',
      zipcode: '78704',
      country: 'US',
      street: '118 Maple Ave',
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/application/geocode?zip=00000',
      remoteAddress: freshIp(),
    });
    expect(missing.statusCode).toBe(404);
  });
});
