// Issue 4 end to end through the API: the public form, the admin's conversion, the invited
// borrower's first sign-in, the application wizard and the bank connection.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { prequalPayload } from './lead-fixture';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('journey: pre-qualification -> lead -> loan -> invited borrower -> wizard -> bank', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('runs the whole borrower path', async () => {
    const payload = prequalPayload();
    const email = payload.borrowerEmail as string;
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/application/short',
      headers: { 'idempotency-key': 'journey-0001' },
      payload,
    });
    expect(submitted.statusCode).toBe(201);
    const leadId = submitted.json().lead_id;

    const admin = bearer(ctx.tokens.admin);
    const converted = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${leadId}/convert`,
      headers: admin,
      payload: {},
    });
    expect(converted.statusCode).toBe(200);
    const { loan_id: loanId } = converted.json();

    const mails = (await ctx.app.inject({ method: 'GET', url: '/api/outbox', headers: admin })).json();
    const token = /token=([\w-]+)/.exec(mails.find((m: { to: string }) => m.to === email).text)![1];
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/invitation/accept',
          payload: { token, password: 'journey-password-1' },
        })
      ).statusCode,
    ).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'journey-password-1' },
    });
    const me = bearer(login.json().token);

    const auth = (await ctx.app.inject({ method: 'GET', url: '/api/personal/auth', headers: me })).json();
    expect(auth.borrower).toMatchObject({ first_name: 'Jane', last_name: 'Doe', email });
    expect(
      auth.borrower.loans.map((l: { id: string; status: { state: string } }) => [l.id, l.status.state]),
    ).toEqual([[loanId, 'Preliminary']]);

    const list = (
      await ctx.app.inject({ method: 'GET', url: `/api/personal/loan/${loanId}/activities`, headers: me })
    ).json() as {
      activity_id: string;
      activity_type: string;
      url: string | null;
    }[];
    const application = list.find((a) => a.activity_type === 'application')!;
    const upload = async (name: string) => {
      const grant = (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/personal/${application.activity_id}/generate-document-with-presigned-url`,
          headers: me,
          payload: { content_type: 'image/png', name },
        })
      ).json();
      const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, grant.process_id));
      await ctx.deps.storage.put(doc!.storage_key, PNG);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/personal/${application.activity_id}/process/${grant.process_id}/run`,
            headers: me,
            payload: {},
          })
        ).statusCode,
      ).toBe(200);
      return { process_id: grant.process_id as string, file_name: name };
    };
    const docs = Object.fromEntries(
      await Promise.all(
        [
          'operatingAgreement',
          'articlesOfOrganization',
          'goodStanding',
          'einLetter',
          'sreo',
          'bankStatements',
        ].map(async (k) => [k, await upload(`${k}.png`)]),
      ),
    );
    const wizard = await ctx.app.inject({
      method: 'POST',
      url: `/api/personal/application/${application.activity_id}`,
      headers: me,
      payload: {
        kind: 'full-request',
        sponsor: {
          firstName: 'Jane',
          lastName: 'Doe',
          email,
          phone: '5125550142',
          dateOfBirth: '1985-06-01',
          address: '118 Maple Ave',
          city: 'Austin',
          state: 'TX',
          zipcode: '78704',
          idDocument: await upload('id.png'),
        },
        entity: {
          entityName: 'Doe Properties LLC',
          entityType: 'LLC',
          numberOfMembers: 1,
          members: [{ firstName: 'Jane', lastName: 'Doe', email, percentage: 50 }],
        },
        property: {
          address: '118 Maple Ave',
          city: 'Austin',
          state: 'TX',
          zipcode: '78704',
          propertyType: 'Single family home',
          purchasePrice: 900000,
        },
        rehab: { requiresRehab: 'no' },
        experience: { creditScore: '701-750', similarProperties: 2, projects: 3 },
        questions: Object.fromEntries(
          ['bankruptcy', 'foreclosure', 'judgments', 'lawsuits', 'federalDebt', 'felony'].map((k) => [
            k,
            { answer: 'no', explanation: '' },
          ]),
        ),
        documents: docs,
        consent: { affirmed: true, signature: `data:image/png;base64,${PNG.toString('base64')}` },
      },
    });
    expect(wizard.statusCode).toBe(200);
    expect(wizard.json().state).toBe('done');

    const plaid = list.find((a) => a.activity_type === 'plaid')!;
    const linkId = plaid.url!.replace('/plaid/', '');
    const linkToken = (
      await ctx.app.inject({ method: 'GET', url: `/api/plaid/${linkId}/get-link-token` })
    ).json().link_token;
    const picked = await ctx.app.inject({
      method: 'POST',
      url: '/api/plaid/sandbox/link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: linkToken,
        institution_id: 'ins_109508',
        username: 'user_good',
        password: 'pass_good',
      }).toString(),
    });
    const publicToken = new URL(picked.headers.location as string, 'http://x').searchParams.get(
      'public_token',
    )!;
    const connected = await ctx.app.inject({
      method: 'POST',
      url: `/api/plaid/${linkId}/set-access-token`,
      payload: { access_token: publicToken },
    });
    expect(connected.json()).toMatchObject({ institution_name: 'First Platypus Bank', state: 'done' });

    // Staff see both activities done on the loan.
    const staffView = (
      await ctx.app.inject({ method: 'GET', url: `/api/activity/loan/${loanId}/all`, headers: admin })
    ).json() as { activity_type: string; status: { state: string } }[];
    const states = Object.fromEntries(staffView.map((a) => [a.activity_type, a.status.state]));
    expect(states).toMatchObject({ application: 'done', plaid: 'done' });
  });
});
