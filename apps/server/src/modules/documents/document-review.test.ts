// The document review loop (issue 11): staff review with authz per role, one winner when two
// accept at once, audit rows, the borrower's re-upload after a rejection, the custom document
// upload, the preview link (pdf, image, heic, other) and the demo seed's files.
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, documents, processes } from '../../db/schema/index';
import { demoPdf, demoPng } from '../../db/seed/demo-files';
import { seedDemo } from '../../db/seed/seed-demo';
import { seedModules } from '../../seed-wiring';
import { createTestContext, type TestContext } from '../../test/context';
import { insertActivities } from '../loan-status/lifecycle';
import {
  auditActionsOf,
  caller,
  createLifecycleLoan,
  type Caller,
} from '../loan-status/lifecycle.test-helpers';

let ctx: TestContext;
let admin: Caller;
let borrower: Caller;
let broker: Caller;
let pdf: Buffer;
const png = demoPng(40, 30);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = caller(ctx);
  borrower = caller(ctx, ctx.tokens.borrower);
  broker = caller(ctx, ctx.tokens.broker);
  pdf = await demoPdf('Statement', ['Balance $125,000'], 2);
});
afterAll(async () => {
  await ctx?.close();
});

/** A document request on a loan of the demo borrower (borrower@example.com). */
const requestForDemoBorrower = async () => {
  const { loan } = await createLifecycleLoan(ctx, { borrowerIds: [ctx.users.borrower.borrower_id!] });
  const [row] = await ctx.db.transaction((tx) =>
    insertActivities(tx, [
      {
        loan_id: loan.id,
        borrower_id: ctx.users.borrower.borrower_id,
        entity_type: 'borrower',
        entity_id: ctx.users.borrower.borrower_id,
        activity_type: 'document-request',
        name: 'Bank Statements',
        document_name: 'Bank Statements',
      },
    ]),
  );
  return { loan, id: row!.id };
};

const putFile = (url: string, body: Buffer, contentType: string) =>
  ctx.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

/** Uploads one file as the given caller's area ('/activity' staff, '/personal' borrower). */
const upload = async (
  who: Caller,
  base: '/activity' | '/personal',
  id: string,
  file: Buffer,
  type: string,
  name: string,
) => {
  const grant = await who('POST', `${base}/${id}/generate-document-with-presigned-url`, {
    content_type: type,
    name,
  });
  expect(grant.statusCode).toBe(200);
  expect((await putFile(grant.json().presigned_url, file, type)).statusCode).toBe(200);
  const run = await who('POST', `${base}/${id}/process/${grant.json().process_id}/run`);
  expect(run.statusCode).toBe(200);
  return grant.json().process_id as string;
};

const reviewUrl = (id: string, processId: string, decision: 'accepted' | 'rejected') =>
  `/activity/document-request/${id}/process/${processId}/set/${decision}`;

describe('the review loop: borrower uploads two files, staff reject one, the borrower uploads again', () => {
  it('keeps the reason for the borrower, takes a new upload round, and staff accept it', async () => {
    const { id } = await requestForDemoBorrower();
    const first = await upload(borrower, '/personal', id, pdf, 'application/pdf', 'march.pdf');
    await upload(borrower, '/personal', id, png, 'image/png', 'april.png');

    // Only staff review: the borrower and the broker are refused, whatever the body.
    for (const who of [borrower, broker]) {
      expect((await who('POST', reviewUrl(id, first, 'accepted'))).statusCode).toBe(403);
      expect((await who('POST', reviewUrl(id, first, 'rejected'), { reason: 'x' })).statusCode).toBe(403);
    }
    const blank = await admin('POST', reviewUrl(id, first, 'rejected'), { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const rejected = await admin('POST', reviewUrl(id, first, 'rejected'), { reason: 'Page 2 is missing' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toMatchObject({ state: 'rejected', text: 'Page 2 is missing' });

    // The borrower sees the reason on the rejected upload round and can upload again.
    const mine = await borrower('GET', `/personal/loan/${rejected.json().loan_id}/activities`);
    const request = mine.json().find((a: { activity_id: string }) => a.activity_id === id);
    expect(request.status.state).toBe('rejected');
    expect(request.actions).toContain('upload-document-request');
    expect(
      request.processes.find((p: { process_id: string }) => p.process_id === first).data_to_display.reason,
    ).toBe('Page 2 is missing');
    const again = await upload(borrower, '/personal', id, pdf, 'application/pdf', 'march-complete.pdf');
    expect(again).not.toBe(first);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, id));
    expect(row!.state).toBe('sent');
    expect(await ctx.db.select().from(processes).where(eq(processes.activity_id, id))).toHaveLength(3);

    const accepted = await admin('POST', reviewUrl(id, again, 'accepted'));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status.state).toBe('accepted');
    expect(await auditActionsOf(ctx, id)).toEqual(
      expect.arrayContaining(['activity.document-request.reject', 'activity.document-request.accept']),
    );
  });

  it('gives one success and one 409 when two staff accept the same upload at once', async () => {
    const { id } = await requestForDemoBorrower();
    const processId = await upload(admin, '/activity', id, pdf, 'application/pdf', 'staff-upload.pdf');
    const answers = await Promise.all([
      admin('POST', reviewUrl(id, processId, 'accepted')),
      admin('POST', reviewUrl(id, processId, 'accepted')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      (await auditActionsOf(ctx, id)).filter((a) => a === 'activity.document-request.accept'),
    ).toHaveLength(1);
  });

  it("lets staff upload on a request row, and never into another borrower's request as a borrower", async () => {
    const { id } = await requestForDemoBorrower();
    await upload(admin, '/activity', id, png, 'image/png', 'scan.png');
    const other = await createLifecycleLoan(ctx);
    const [foreign] = await ctx.db.transaction((tx) =>
      insertActivities(tx, [
        {
          loan_id: other.loan.id,
          borrower_id: other.borrower.id,
          entity_type: 'borrower',
          entity_id: other.borrower.id,
          activity_type: 'document-request',
          name: 'Photo ID',
        },
      ]),
    );
    const refused = await borrower('POST', `/personal/${foreign!.id}/generate-document-with-presigned-url`, {
      content_type: 'image/png',
      name: 'id.png',
    });
    expect([403, 404]).toContain(refused.statusCode);
  });
});

describe('POST /activity/{id}/generate-custom-document-with-presigned-url', () => {
  it('adds a named staff document that moves no state and shows in the System Documents tab', async () => {
    const { loan, idOf } = await createLifecycleLoan(ctx);
    const termSheet = idOf('term-sheet');
    const url = `/activity/${termSheet}/generate-custom-document-with-presigned-url`;
    const body = { content_type: 'application/pdf', name: 'loi.pdf', document_name: 'Letter of Intent' };
    expect((await borrower('POST', url, body)).statusCode).toBe(403);
    expect((await broker('POST', url, body)).statusCode).toBe(403);
    expect((await admin('POST', url, { ...body, content_type: 'text/html' })).statusCode).toBe(400);
    expect(
      (
        await admin(
          'POST',
          `/activity/00000000-0000-0000-0000-000000000000/generate-custom-document-with-presigned-url`,
          body,
        )
      ).statusCode,
    ).toBe(404);

    const grant = await admin('POST', url, body);
    expect(grant.statusCode).toBe(200);
    expect((await putFile(grant.json().presigned_url, pdf, 'application/pdf')).statusCode).toBe(200);
    const run = await admin('POST', `/activity/${termSheet}/process/${grant.json().process_id}/run`);
    expect(run.statusCode).toBe(200);
    expect(run.json().status.state).toBe('new');

    const system = await admin('GET', `/activity/loan/${loan.human_id}/system-documents/all`);
    const group = system.json().find((g: { activity_id: string }) => g.activity_id === termSheet);
    expect(group.processes[0].documents[0]).toMatchObject({
      document_name: 'Letter of Intent',
      file_name: 'loi.pdf',
    });
    expect(await auditActionsOf(ctx, termSheet)).toEqual(
      expect.arrayContaining(['activity.custom-document.create', 'activity.custom-document.upload']),
    );
  });
});

describe('GET /activity/{id}/document/{docId}/preview', () => {
  const documentOf = async (processId: string) =>
    (await ctx.db.select().from(documents).where(eq(documents.process_id, processId)))[0]!;

  it('says how to show each kind: pdf and image from their link, other as a download', async () => {
    const { id } = await requestForDemoBorrower();
    const cases: [Buffer, string, string, string][] = [
      [pdf, 'application/pdf', 'a.pdf', 'pdf'],
      [png, 'image/png', 'b.png', 'image'],
      [
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')]),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'c.docx',
        'other',
      ],
    ];
    for (const [bytes, type, name, kind] of cases) {
      const processId = await upload(admin, '/activity', id, bytes, type, name);
      const doc = await documentOf(processId);
      const preview = await admin('GET', `/activity/${id}/document/${doc.id}/preview`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ kind, file_name: name, content_type: type });
      const file = await ctx.app.inject({ method: 'GET', url: preview.json().url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
    const doc = await documentOf(
      (await ctx.db.select().from(processes).where(eq(processes.activity_id, id)))[0]!.id,
    );
    expect((await borrower('GET', `/activity/${id}/document/${doc.id}/preview`)).statusCode).toBe(403);
    expect(
      (await admin('GET', `/activity/${id}/document/00000000-0000-0000-0000-000000000000/preview`))
        .statusCode,
    ).toBe(404);
  });

  it('answers 422 for a HEIC photo it cannot decode', async () => {
    const { id } = await requestForDemoBorrower();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(200, 7)]);
    const processId = await upload(admin, '/activity', id, heic, 'image/heic', 'IMG_0001.HEIC');
    const doc = await documentOf(processId);
    const preview = await admin('GET', `/activity/${id}/document/${doc.id}/preview`);
    expect(preview.statusCode).toBe(422);
    expect(preview.json().message).toBe('type not supported for preview');
  });

  it('converts a real HEIC photo to a JPEG once and serves that for the preview', async () => {
    const { id } = await requestForDemoBorrower();
    // A real HEIC (HEVC) made by libheif + x265: see src/test/files/make-heic.py.
    const heic = readFileSync(new URL('../../test/files/photo-64x48.heic', import.meta.url));
    const processId = await upload(admin, '/activity', id, heic, 'image/heic', 'IMG_0002.HEIC');
    const doc = await documentOf(processId);
    const preview = await admin('GET', `/activity/${id}/document/${doc.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      kind: 'heic',
      content_type: 'image/jpeg',
      file_name: 'IMG_0002.HEIC',
    });
    const jpeg = await ctx.app.inject({ method: 'GET', url: preview.json().url });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['content-disposition']).toContain('IMG_0002.jpg');
    expect(jpeg.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    // The picture survived: the JPEG's size fields say 64 x 48 (SOF0 marker).
    const sof = jpeg.rawPayload.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect([jpeg.rawPayload.readUInt16BE(sof + 5), jpeg.rawPayload.readUInt16BE(sof + 7)]).toEqual([48, 64]);
    // Kept beside the original: a second preview reuses the JPEG; the download is still the HEIC.
    expect(await ctx.deps.storage.exists(`${doc.storage_key}.preview.jpg`)).toBe(true);
    const again = await admin('GET', `/activity/${id}/document/${doc.id}/preview`);
    expect(again.json().kind).toBe('heic');
    const original = await ctx.app.inject({ method: 'GET', url: preview.json().download_url });
    expect(original.rawPayload.equals(heic)).toBe(true);
  });
});

describe('the demo seed fills the documents area', () => {
  // The demo seed also generates term sheets and stamps signed copies: more than a unit's time.
  it(
    'gives every request past New its files in storage, keeps reasons, and funded loans their record',
    { timeout: 120_000 },
    async () => {
      const now = Math.floor(Date.now() / 1000);
      await seedDemo(ctx.db, { modules: seedModules, loans: 30, now, storage: ctx.deps.storage });
      // The seed's requests say 'Please upload the ...'; every one past New has its files, but a
      // failed upload round kept none (the borrower is asked to upload again).
      const requests = (
        await ctx.db.select().from(activities).where(eq(activities.activity_type, 'document-request'))
      ).filter((row) => row.description?.startsWith('Please upload'));
      const seeded = requests.filter((row) => row.state !== 'new' && row.state !== 'failed');
      expect(seeded.length).toBeGreaterThan(5);
      const docs = await ctx.db
        .select()
        .from(documents)
        .where(
          inArray(
            documents.activity_id,
            seeded.map((row) => row.id),
          ),
        );
      const withFiles = new Set(docs.map((doc) => doc.activity_id));
      expect(seeded.filter((row) => !withFiles.has(row.id))).toEqual([]);
      expect(docs.length).toBeGreaterThan(10);
      const failed = requests.filter((row) => row.state === 'failed').map((row) => row.id);
      if (failed.length > 0) {
        const failedDocs = await ctx.db
          .select()
          .from(documents)
          .where(inArray(documents.activity_id, failed));
        expect(failedDocs).toEqual([]);
      }
      for (const doc of docs.slice(0, 5)) expect(await ctx.deps.storage.exists(doc.storage_key)).toBe(true);
      const rejected = await ctx.db.select().from(processes).where(eq(processes.state, 'rejected'));
      expect(rejected.some((p) => typeof p.data_to_display.reason === 'string')).toBe(true);

      const loans = await admin('GET', '/loan/portfolio');
      const funded = (loans.json() as { id: string; status: { state: string } }[]).filter(
        (loan) => loan.status.state === 'Funded',
      );
      expect(funded.length).toBeGreaterThan(0);
      const status = await admin('GET', `/loan-status/${funded[0]!.id}`);
      expect(status.json().funded?.funded_date).toEqual(expect.any(Number));
    },
  );
});
