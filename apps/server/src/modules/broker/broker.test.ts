import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertContact } from '../../test/fixtures';
import { seedTwoBorrowers } from '../personal/personal-fixture';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('broker personal interface (001 §7)', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
  });
  afterAll(async () => ctx?.close());

  const broker = () => bearer(ctx.tokens.broker);

  it('uploads to, runs and downloads from an activity of their contact loan', async () => {
    const termSheet = seed.activitiesA.find((a) => a.activity_type === 'term-sheet')!;
    const grant = await ctx.app.inject({
      method: 'POST',
      url: `/api/broker/${termSheet.id}/generate-document-with-presigned-url`,
      headers: broker(),
      payload: { content_type: 'application/pdf', name: 'signed-term-sheet.pdf' },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({ presigned_url: expect.any(String), process_id: expect.any(String) });
    const { process_id } = grant.json();
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, process_id));
    await ctx.deps.storage.put(doc!.storage_key, PDF);
    const run = await ctx.app.inject({
      method: 'POST',
      url: `/api/broker/${termSheet.id}/process/${process_id}/run`,
      headers: broker(),
    });
    expect(run.statusCode).toBe(200);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/broker/${termSheet.id}/document/${doc!.id}/download`,
      headers: broker(),
    });
    expect(download.statusCode).toBe(200);
    expect(download.json()).toMatchObject({
      file_name: 'signed-term-sheet.pdf',
      content_type: 'application/pdf',
    });
    // The borrower of the loan sees the same file through the personal area.
    const asBorrower = await ctx.app.inject({
      method: 'GET',
      url: `/api/personal/${termSheet.id}/document/${doc!.id}/download`,
      headers: bearer(seed.borrowerA.token),
    });
    expect(asBorrower.statusCode).toBe(200);
  });

  it('GET /broker/{id}: their own contact with its loans; another contact is refused', async () => {
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/broker/${ctx.users.broker.contact_id}`,
      headers: broker(),
    });
    expect(own.json().loans.map((l: { id: string }) => l.id)).toEqual([seed.loanA.id]);
    const other = await insertContact(ctx.db);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/broker/${other.id}`,
      headers: broker(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('User Not Found Or Not Authorized');
  });

  it("admins open a broker's area with user-email", async () => {
    const asBroker = await ctx.app.inject({
      method: 'GET',
      url: '/api/broker/auth?user-email=broker@example.com',
      headers: bearer(ctx.tokens.admin),
    });
    expect(asBroker.statusCode).toBe(200);
    expect(asBroker.json()).toMatchObject({ entity_type: 'contact', is_other_user: true });
    const loans = await ctx.app.inject({
      method: 'GET',
      url: '/api/broker/all?user-email=broker@example.com',
      headers: bearer(ctx.tokens.admin),
    });
    expect(loans.json().map((l: { id: string }) => l.id)).toEqual([seed.loanA.id]);
    const borrowerAsBroker = await ctx.app.inject({
      method: 'GET',
      url: '/api/broker/auth?user-email=borrower@example.com',
      headers: bearer(ctx.tokens.admin),
    });
    expect(borrowerAsBroker.statusCode).toBe(403);
    expect(borrowerAsBroker.json().message).toBe('User has no valid role or multiple entities');
  });
});
