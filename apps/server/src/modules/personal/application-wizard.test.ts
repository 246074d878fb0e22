import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lending/domain';
import { activities, applications, borrowers, documents } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { seedTwoBorrowers } from './personal-fixture';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const DOCUMENT_KEYS = [
  'operatingAgreement',
  'articlesOfOrganization',
  'goodStanding',
  'einLetter',
  'sreo',
  'bankStatements',
];

describe('application wizard: uploads, draft, submission completing the application activity', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  let activityId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
    activityId = seed.activitiesA.find((a) => a.activity_type === 'application')!.id;
  });
  afterAll(async () => ctx?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    token = seed.borrowerA.token,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** The browser's three steps: presigned URL, PUT of the bytes, run (type checked by content). */
  const upload = async (contentType: string, bytes: Buffer, name: string) => {
    const grant = await call('POST', `/api/personal/${activityId}/generate-document-with-presigned-url`, {
      content_type: contentType,
      name,
    });
    if (grant.statusCode !== 200) return { grant };
    const { process_id } = grant.json();
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, process_id));
    await ctx.deps.storage.put(doc!.storage_key, bytes);
    const run = await call('POST', `/api/personal/${activityId}/process/${process_id}/run`, {});
    return { grant, run, file: { process_id, file_name: name } };
  };

  const values = async () => {
    const id = await upload('image/png', PNG, 'license.png');
    const docs: Record<string, unknown> = {};
    for (const key of DOCUMENT_KEYS) docs[key] = (await upload('application/pdf', PDF, `${key}.pdf`)).file;
    return {
      kind: 'init-request',
      sponsor: {
        firstName: 'Brenda',
        lastName: 'Borrower',
        email: 'borrower@example.com',
        phone: '512-555-0123',
        dateOfBirth: '1980-01-01',
        address: '118 Maple Ave',
        city: 'Austin',
        state: 'TX',
        zipcode: '78704',
        idDocument: id.file,
      },
      entity: {
        entityName: 'Maple Holdings LLC',
        entityType: 'LLC',
        numberOfMembers: 2,
        members: [
          { firstName: 'Brenda', lastName: 'Borrower', email: 'borrower@example.com', percentage: 50 },
          { firstName: 'Carl', lastName: 'Partner', email: 'carl@example.com', percentage: 50 },
        ],
      },
      property: {
        address: '118 Maple Ave',
        city: 'Austin',
        state: 'TX',
        zipcode: '78704',
        propertyType: 'Single family home',
        purchasePrice: 900000,
        asIsValue: 950000,
        numberOfUnits: 1,
      },
      rehab: {
        requiresRehab: 'yes',
        hardCost: 120000,
        softCost: 15000,
        repayment: 'Other',
        repaymentOther: 'Sale of another property',
      },
      experience: { creditScore: '701-750', similarProperties: 4, projects: 7 },
      questions: Object.fromEntries(
        ['bankruptcy', 'foreclosure', 'judgments', 'lawsuits', 'federalDebt', 'felony'].map((k) => [
          k,
          { answer: 'no', explanation: '' },
        ]),
      ),
      documents: docs,
      consent: { affirmed: true, signature: SIGNATURE },
    };
  };

  it('refuses a wrong file type, and a disguised one when its process runs', async () => {
    const wrong = await upload('text/plain', Buffer.from('hello'), 'notes.txt');
    expect(wrong.grant.statusCode).toBe(400);
    expect(wrong.grant.json().message).toBe('Not valid file type');
    const disguised = await upload('image/png', PDF, 'photo.png');
    expect(disguised.run!.statusCode).toBe(400);
    expect(disguised.run!.json().message).toBe('Not valid file type');
  });

  it('keeps a draft of the sections', async () => {
    const before = (await call('GET', `/api/personal/application/${activityId}`)).json();
    const draft = { data: { page: 3, sponsor: { firstName: 'Bre' } } };
    // Lost updates (issue 13): the version read is required; a stale one changes nothing.
    expect((await call('PUT', `/api/personal/application/${activityId}`, draft)).statusCode).toBe(400);
    expect(
      (
        await call('PUT', `/api/personal/application/${activityId}`, {
          ...draft,
          version: before.version + 3,
        })
      ).statusCode,
    ).toBe(409);
    const saved = await call('PUT', `/api/personal/application/${activityId}`, {
      ...draft,
      version: before.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(before.version + 1);
    const read = await call('GET', `/api/personal/application/${activityId}`);
    expect(read.json()).toMatchObject({
      state: 'new',
      data: { page: 3, sponsor: { firstName: 'Bre' } },
      submitted_epoch: null,
    });
  });

  it('validates the sections with the spec messages and stores nothing half-way', async () => {
    const good = await values();
    const bad = structuredClone(good);
    bad.entity.members[0]!.percentage = 60;
    bad.experience.projects = 101;
    bad.questions.felony = { answer: 'yes', explanation: '' };
    bad.consent.signature = '';
    const response = await call('POST', `/api/personal/application/${activityId}`, bad);
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { path: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'entity.members.0.percentage', message: 'Between 1-50' },
        { path: 'experience.projects', message: 'Between 1-100' },
        { path: 'questions.felony.explanation', message: '* Required' },
        { path: 'consent.signature', message: 'Signature is required' },
      ]),
    );
    const tooLong = structuredClone(good);
    tooLong.questions.bankruptcy = { answer: 'yes', explanation: 'x'.repeat(5001) };
    expect(
      (await call('POST', `/api/personal/application/${activityId}`, tooLong)).json().details,
    ).toContainEqual({
      path: 'questions.bankruptcy.explanation',
      message: 'At most 5000 characters',
    });
    const [state] = await ctx.db
      .select({ state: activities.state })
      .from(activities)
      .where(eq(activities.id, activityId));
    expect(state!.state).toBe('new');
  });

  it('has no PDF before the application is submitted', async () => {
    const early = await call(
      'GET',
      `/api/personal/application/${activityId}/download`,
      undefined,
      ctx.tokens.admin,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The application was not submitted yet');
  });

  it('refuses a signature that only starts like a PNG, and keeps the application open (issue 24 E1)', async () => {
    const submission = await values();
    const garbage = Buffer.concat([PNG.subarray(0, 8), Buffer.from('not a png, just bytes '.repeat(8))]);
    submission.consent.signature = `data:image/png;base64,${garbage.toString('base64')}`;
    const response = await call('POST', `/api/personal/application/${activityId}`, submission);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'consent.signature', message: messages.signatureImageInvalid },
    ]);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, activityId));
    expect(row!.state).toBe('new');
  });

  it('submits: files become named loan documents, the signature is kept, the activity is done', async () => {
    const submission = await values();
    const response = await call('POST', `/api/personal/application/${activityId}`, submission);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'done', kind: 'init-request' });
    expect(response.json().submitted_epoch).toBeGreaterThan(0);
    const docs = await ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.activity_id, activityId), eq(documents.status, 'completed')));
    const names = docs.map((d) => d.document_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Sponsor ID',
        'Operating Agreement',
        'Schedule of Real Estate Owned',
        'Application Signature',
      ]),
    );
    expect(docs.every((d) => d.loan_id === seed.loanA.id)).toBe(true);
    const [row] = await ctx.db.select().from(applications).where(eq(applications.activity_id, activityId));
    const [borrower] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    expect(borrower!.profile).toMatchObject({
      credit_band: '701-750',
      similar_properties: 4,
      completed_projects: 7,
      entity_name: 'Maple Holdings LLC',
    });
    expect(row!.data).toMatchObject({ entity: { entityName: 'Maple Holdings LLC' } });
    const list = (await call('GET', `/api/personal/loan/${seed.loanA.id}/activities`)).json();
    const application = list.find((a: { activity_type: string }) => a.activity_type === 'application');
    expect(application).toMatchObject({ status: { state: 'done' }, done: true });
    const again = await call('POST', `/api/personal/application/${activityId}`, submission);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The application was already submitted');
  });

  it("borrower B cannot read or submit borrower A's application", async () => {
    expect(
      (await call('GET', `/api/personal/application/${activityId}`, undefined, seed.borrowerB.token))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'PUT',
          `/api/personal/application/${activityId}`,
          { data: {}, version: 1 },
          seed.borrowerB.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('staff read the submitted application and download every section as a PDF', async () => {
    const read = await call('GET', `/api/personal/application/${activityId}`, undefined, ctx.tokens.admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ state: 'done', data: { rehab: { repayment: 'Other' } } });
    const files = read.json().files as { process_id: string; document_name: string }[];
    expect(files.map((f) => f.document_name)).toContain('Bank Statements (last 2 months)');

    const link = await call(
      'GET',
      `/api/personal/application/${activityId}/download`,
      undefined,
      ctx.tokens.admin,
    );
    expect(link.statusCode).toBe(200);
    expect(link.json().file_name).toMatch(/^application-.*\.pdf$/);
    const pdf = await ctx.app.inject({ method: 'GET', url: link.json().url });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Section 1 / 8',
      'Section 8 / 8',
      'Brenda',
      'Maple Holdings LLC',
      'Carl Partner',
      '$900,000',
      'Other: Sale of another property',
      'Are you a party to any lawsuit or legal action?',
      'bankStatements.pdf (uploaded file)',
      'Affirmed and signed',
    ])
      expect(flat).toContain(expected);

    // The borrower downloads their own; another borrower is refused.
    expect((await call('GET', `/api/personal/application/${activityId}/download`)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/personal/application/${activityId}/download`, undefined, seed.borrowerB.token))
        .statusCode,
    ).toBe(403);
  });
});
