// The activity engine through the real endpoints: every row of the action table (000 §4),
// pause/resume/restart (002 §4), concurrency, unknown ids, and the activity lists.
import { ACTIVITY_STATES, canPerform, isFinalState } from '@lending/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, envelopes, processes } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { insertActivities } from '../loan-status/lifecycle';
import {
  activityStateOf,
  auditActionsOf,
  caller,
  createLifecycleLoan,
  putActivityInState,
  type Caller,
} from '../loan-status/lifecycle.test-helpers';

let ctx: TestContext;
let api: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const now = () => Math.floor(Date.now() / 1000);
let counter = 0;

type Row = {
  name: string;
  call: (
    id: string,
    extra: { processId: string },
  ) => [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown];
  allowed: (state: string) => boolean;
};

const documentRows = (kind: 'term-sheet' | 'commitment', type = kind): Row[] => [
  {
    name: 'update',
    call: (id) => ['PUT', `/${kind}/${id}/update`, { other_1: `value ${++counter}` }],
    allowed: (s) => canPerform(type, s, 'edit', 'loan'),
  },
  {
    name: 'generate',
    call: (id) => ['POST', `/${kind}/${id}/generate`],
    allowed: (s) => canPerform(type, s, 'generate', 'loan'),
  },
  {
    name: 'send',
    call: (id) => ['POST', `/${kind}/${id}/send`],
    allowed: (s) => canPerform(type, s, 'send', 'loan'),
  },
  {
    name: 'download',
    call: (id) => ['GET', `/${kind}/${id}/download`],
    allowed: (s) => canPerform(type, s, 'download', 'loan'),
  },
  {
    name: 'set/accepted',
    call: (id) => ['POST', `/${kind}/${id}/set/accepted`],
    allowed: (s) => canPerform(type, s, 'accept', 'loan'),
  },
  {
    name: 'set/sent',
    call: (id) => ['POST', `/${kind}/${id}/set/sent`],
    allowed: (s) => canPerform(type, s, 'upload', 'loan') && ['new', 'generated', 'failed'].includes(s),
  },
  {
    name: 'set/signed',
    call: (id) => ['POST', `/${kind}/${id}/set/signed`],
    allowed: (s) => canPerform(type, s, 'upload', 'loan') && ['sent', 'signed'].includes(s),
  },
  {
    name: 'set/verified',
    call: (id) => ['POST', `/${kind}/${id}/set/verified`],
    allowed: (s) => canPerform(type, s, 'upload', 'loan'),
  },
  {
    name: 'upload',
    call: (id) => [
      'POST',
      `/activity/${id}/generate-document-with-presigned-url`,
      { content_type: 'application/pdf', name: 'signed.pdf' },
    ],
    allowed: (s) => canPerform(type, s, 'upload', 'loan'),
  },
];

const TABLE: Record<string, Row[]> = {
  'term-sheet': documentRows('term-sheet'),
  commitment: documentRows('commitment'),
  'board-review': [
    {
      name: 'update',
      call: (id) => ['PUT', `/board-review/${id}/update`, { strength_1: `strong ${++counter}` }],
      allowed: (s) => canPerform('board-review', s, 'edit', 'loan'),
    },
    {
      name: 'generate',
      call: (id) => ['POST', `/board-review/${id}/generate`],
      allowed: (s) => canPerform('board-review', s, 'generate', 'loan'),
    },
    {
      name: 'send',
      call: (id) => ['POST', `/board-review/${id}/send`],
      allowed: (s) => canPerform('board-review', s, 'send', 'loan'),
    },
    {
      name: 'download',
      call: (id) => ['GET', `/board-review/${id}/download`],
      allowed: (s) => canPerform('board-review', s, 'download', 'loan'),
    },
    {
      name: 'set/accepted',
      call: (id) => ['POST', `/board-review/${id}/set/accepted`],
      allowed: (s) => canPerform('board-review', s, 'accept', 'loan'),
    },
  ],
  'good-faith-deposit': [
    {
      name: 'gfd accept',
      call: (id) => [
        'POST',
        `/activity/gfd/${id}/set/accepted`,
        { deposit_amount: 5000, deposit_date: now() },
      ],
      allowed: (s) => canPerform('good-faith-deposit', s, 'accept', 'loan'),
    },
  ],
  'document-request': [
    {
      name: 'accept',
      call: (id, { processId }) => [
        'POST',
        `/activity/document-request/${id}/process/${processId}/set/accepted`,
      ],
      allowed: (s) => canPerform('document-request', s, 'accept-document-request', 'loan'),
    },
    {
      name: 'reject',
      call: (id, { processId }) => [
        'POST',
        `/activity/document-request/${id}/process/${processId}/set/rejected`,
        { reason: 'Blurry scan' },
      ],
      allowed: (s) => canPerform('document-request', s, 'reject-document-request', 'loan'),
    },
    {
      name: 'upload',
      call: (id) => [
        'POST',
        `/activity/${id}/generate-document-with-presigned-url`,
        { content_type: 'image/png', name: 'id.png' },
      ],
      allowed: (s) => canPerform('document-request', s, 'upload-document-request', 'personal'),
    },
  ],
  ...Object.fromEntries(
    (['costar', 'appraisal'] as const).map((type) => [
      type,
      [
        {
          name: 'upload OCR',
          call: (id: string) => [
            'POST',
            `/activity/${id}/generate-document-with-presigned-url`,
            { content_type: 'application/pdf', name: 'report.pdf' },
          ],
          allowed: (s: string) => canPerform(type, s, 'upload-ocr', 'loan'),
        } satisfies Row,
      ],
    ]),
  ),
};

/** One activity per type on one loan, each already generated once (so send and download have files). */
const setUp = async () => {
  const { loan, borrower, idOf } = await createLifecycleLoan(ctx);
  const base = { loan_id: loan.id, borrower_id: borrower.id, entity_type: 'loan', entity_id: loan.id };
  const extra = await ctx.db.transaction((tx) =>
    insertActivities(tx, [
      { ...base, activity_type: 'commitment', name: 'Commitment' },
      { ...base, activity_type: 'board-review', name: 'Board Review' },
      { ...base, activity_type: 'document-request', name: 'Photo ID', document_name: 'Photo ID' },
      { ...base, activity_type: 'costar', name: 'CoStar' },
      { ...base, activity_type: 'appraisal', name: 'Appraisal' },
    ]),
  );
  const ids: Record<string, string> = {
    'term-sheet': idOf('term-sheet'),
    'good-faith-deposit': idOf('good-faith-deposit'),
    ...Object.fromEntries(extra.map((row) => [row.activity_type, row.id])),
  };
  for (const kind of ['term-sheet', 'commitment', 'board-review']) {
    expect((await api('POST', `/${kind}/${ids[kind]}/generate`)).statusCode).toBe(200);
  }
  const [process] = await ctx.db
    .insert(processes)
    .values({ activity_id: ids['document-request']!, state: 'processed', state_epoch: now() })
    .returning();
  return { ids, processId: process!.id, loan };
};

describe('the action table through the real endpoints (000 §4)', () => {
  let fixture: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    fixture = await setUp();
  }, 60_000);

  for (const [type, rows] of Object.entries(TABLE)) {
    it(`enforces every ${type} action in every state`, async () => {
      const id = fixture.ids[type]!;
      let allowedCount = 0;
      for (const state of ACTIVITY_STATES) {
        for (const row of rows) {
          await putActivityInState(ctx, id, state);
          const [method, url, body] = row.call(id, { processId: fixture.processId });
          const response = await api(method, url, body);
          const expected = row.allowed(state);
          if (expected) allowedCount += 1;
          expect([response.statusCode, `${type} ${row.name} in ${state}`]).toEqual([
            expected ? 200 : 409,
            `${type} ${row.name} in ${state}`,
          ]);
          if (!expected) expect(response.json().message).toContain(state);
        }
      }
      // The table gives every type at least one action somewhere; a test that allows nothing proves nothing.
      expect(allowedCount).toBeGreaterThan(0);
    }, 60_000);
  }

  it('matches the spec table read directly (000 §4), not only the domain copy of it', async () => {
    const allowedStates = (
      type: string,
      action: Parameters<typeof canPerform>[2],
      view: 'loan' | 'personal' = 'loan',
    ) => ACTIVITY_STATES.filter((state) => canPerform(type, state, action, view));
    expect(allowedStates('term-sheet', 'accept')).toEqual(['signed']);
    expect(allowedStates('term-sheet', 'send').sort()).toEqual(['failed', 'generated']);
    expect(allowedStates('term-sheet', 'edit')).toEqual(['new']);
    expect(allowedStates('good-faith-deposit', 'accept')).toEqual(['new']);
    expect(allowedStates('board-review', 'send')).toEqual(['generated']);
    expect(allowedStates('board-review', 'accept')).toEqual(['waiting']);
    expect(allowedStates('document-request', 'upload-document-request', 'personal').sort()).toEqual([
      'failed',
      'new',
      'processed',
      'rejected',
      'sent',
    ]);
    expect(allowedStates('appraisal', 'upload-ocr').sort()).toEqual(['done', 'new', 'unsupported']);
  });

  it('names the action, the type and the state when it refuses', async () => {
    const id = fixture.ids['term-sheet']!;
    await putActivityInState(ctx, id, 'new');
    const response = await api('POST', `/term-sheet/${id}/set/accepted`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Action 'accept' is not allowed for a term-sheet activity in state 'new'",
    );
  });
});

describe('pause, resume and restart (002 §4)', () => {
  it('pauses unless done or accepted, resumes only when paused, restarts unless new or a document request', async () => {
    const { ids } = await setUp();
    for (const type of ['term-sheet', 'document-request']) {
      const id = ids[type]!;
      for (const state of ACTIVITY_STATES) {
        await putActivityInState(ctx, id, state);
        const pause = await api('POST', `/activity/${id}/pause`);
        expect([type, state, pause.statusCode]).toEqual([
          type,
          state,
          isFinalState(state) || state === 'paused' ? 409 : 200,
        ]);
        if (pause.statusCode === 200) {
          expect(await activityStateOf(ctx, id)).toBe('paused');
          const resume = await api('POST', `/activity/${id}/resume`);
          expect(resume.json()).toMatchObject({ state });
        } else if (state !== 'paused') {
          expect((await api('POST', `/activity/${id}/resume`)).statusCode).toBe(409);
        }
        await putActivityInState(ctx, id, state);
        const restart = await api('POST', `/activity/${id}/restart`);
        expect([type, state, restart.statusCode]).toEqual([
          type,
          state,
          state === 'new' || type === 'document-request' ? 409 : 200,
        ]);
        if (restart.statusCode === 200) expect(await activityStateOf(ctx, id)).toBe('new');
      }
    }
    const actions = await auditActionsOf(ctx, ids['term-sheet']!);
    expect(actions).toEqual(
      expect.arrayContaining(['activity.pause', 'activity.resume', 'activity.restart']),
    );
  }, 60_000);
});

describe('concurrency', () => {
  it('gives exactly one success to 20 simultaneous accepts of one deposit', async () => {
    const { idOf, loan } = await createLifecycleLoan(ctx);
    const id = idOf('good-faith-deposit');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', `/activity/gfd/${id}/set/accepted`, { deposit_amount: 20_000, deposit_date: now() }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(
      (await auditActionsOf(ctx, id)).filter((action) => action === 'activity.good-faith-deposit.accept'),
    ).toHaveLength(1);
    const status = (await api('GET', `/loan-status/${loan.id}`)).json();
    expect(status.gfd).toMatchObject({ state: 'accepted', deposit_amount: 20_000 });
  });
});

describe('activity calls', () => {
  it('answers 404 for unknown activity, process and document ids', async () => {
    const { ids, processId } = await setUp();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['POST', `/activity/${unknown}/pause`],
      ['POST', `/activity/not-an-id/resume`],
      ['GET', `/activity/${unknown}/document/${unknown}/download`],
      ['GET', `/activity/${ids['term-sheet']}/document/${unknown}/download`],
      ['POST', `/activity/document-request/${ids['document-request']}/process/${unknown}/set/accepted`],
      ['POST', `/activity/document-request/${ids['term-sheet']}/process/${processId}/set/accepted`],
      ['GET', `/term-sheet/${ids['good-faith-deposit']}/get-values`],
      ['POST', `/activity/gfd/${unknown}/set/accepted`, { deposit_amount: 1, deposit_date: now() }],
      ['GET', `/activity/loan/${unknown}/all`],
    ] as const) {
      expect([url, (await api(method, url, body)).statusCode]).toEqual([url, 404]);
    }
  });

  it('validates the good faith deposit: amount within the limit and a real date', async () => {
    const { idOf } = await createLifecycleLoan(ctx);
    const id = idOf('good-faith-deposit');
    const over = await api('POST', `/activity/gfd/${id}/set/accepted`, {
      deposit_amount: 15_000_001,
      deposit_date: now(),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toContainEqual({ path: 'deposit_amount', message: '* Limit $15,000,000' });
    const badDate = await api('POST', `/activity/gfd/${id}/set/accepted`, {
      deposit_amount: 1000,
      deposit_date: 'yesterday',
    });
    expect(badDate.statusCode).toBe(400);
    expect(await activityStateOf(ctx, id)).toBe('new');
  });

  it('moves an activity with set-next-state within its type, and archives it', async () => {
    const { ids } = await setUp();
    const id = ids.costar!;
    await putActivityInState(ctx, id, 'new');
    expect(
      (await api('POST', `/activity/${id}/set-next-state`, { state: 'processing' })).json(),
    ).toMatchObject({ state: 'processing' });
    expect((await api('POST', `/activity/${id}/set-next-state`, { state: 'processing' })).statusCode).toBe(
      409,
    );
    expect((await api('POST', `/activity/${id}/set-next-state`, { state: 'signed' })).statusCode).toBe(409);
    expect((await api('POST', `/activity/${id}/set-next-state`, { state: 'nonsense' })).statusCode).toBe(400);
    expect((await api('POST', `/activity/${id}/set/archived`)).json()).toEqual({
      activity_id: id,
      archived: true,
    });
    expect((await api('POST', `/activity/${id}/pause`)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, id));
    expect(row!.archived).toBe(true);
  });

  it('lists a loan activities with processes, and all activities by due date and status', async () => {
    const { loan, ids } = await setUp();
    const list = await api('GET', `/activity/loan/${loan.human_id}/all`);
    expect(list.statusCode).toBe(200);
    const termSheet = list
      .json()
      .find((item: { activity_id: string }) => item.activity_id === ids['term-sheet']);
    expect(termSheet).toMatchObject({
      activity_type: 'term-sheet',
      loan_name: loan.name,
      status: { state: 'generated' },
    });
    expect(
      termSheet.processes[0].documents
        .map((doc: { file_name: string }) => doc.file_name.split('.').pop())
        .sort(),
    ).toEqual(['docx', 'pdf']);
    const requests = (await api('GET', `/activity/loan/${loan.id}/document-request/all`)).json() as {
      activity_type: string;
    }[];
    expect(requests.length).toBeGreaterThan(0);
    expect(new Set(requests.map((item) => item.activity_type))).toEqual(new Set(['document-request']));
    const system = (await api('GET', `/activity/loan/${loan.id}/system-documents/all`)).json() as {
      activity_type: string;
      processes: unknown[];
    }[];
    expect(system.map((group) => group.activity_type).sort()).toEqual([
      'board-review',
      'commitment',
      'term-sheet',
    ]);
    expect(system.every((group) => group.processes.length === 1)).toBe(true);

    const created = await api('POST', '/activity', {
      loan_id: loan.id,
      topic: 'Term Sheet',
      type: 'Call',
      details: 'Call the sponsor about the deposit',
      request: 'Deposit call',
      participants: ['admin@example.com', 'sponsor'],
      start_epoch: Math.floor(now() / 900) * 900 + 900,
      end_epoch: Math.floor(now() / 900) * 900 + 1800,
      notes: 'Bring the term sheet',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Deposit call',
      topic: 'Term Sheet',
      kind: 'Call',
      participants: 'admin@example.com, sponsor',
      status: { state: 'new' },
    });
    // Issue 21, people named: the owner comes with a name and a role, not only an id.
    const listed = (await api('GET', `/activity/loan/${loan.id}/all`)).json() as {
      activity_id: string;
      owner_name: string | null;
      owner_role: string | null;
    }[];
    expect(listed.find((item) => item.activity_id === created.json().activity_id)).toMatchObject({
      owner_name: 'Ada Admin',
      owner_role: 'admin',
    });
    const week = (await api('GET', '/activity/all?due=week&status=todo')).json() as { activity_id: string }[];
    expect(week.map((item) => item.activity_id)).toContain(created.json().activity_id);
    const today = (await api('GET', '/activity/all?due=tomorrow')).json() as { due_epoch: number }[];
    for (const item of today) expect(item.due_epoch).toBeGreaterThan(now() - 86_400);
    expect((await api('GET', '/activity/all?due=yesterday')).statusCode).toBe(400);
    const badTimes = await api('POST', '/activity', {
      topic: 'Other',
      type: 'Call',
      start_epoch: 1_900_000_000,
      end_epoch: 1_800_000_000,
    });
    expect(badTimes.statusCode).toBe(400);
    expect((await caller(ctx, ctx.tokens.borrower)('GET', '/activity/all')).statusCode).toBe(403);
  });

  it('reports the latest e-signature envelope status of an activity', async () => {
    const { ids } = await setUp();
    const id = ids['term-sheet']!;
    expect((await api('GET', `/activity/envelope-status/${id}`)).json()).toMatchObject({
      activity_id: id,
      status: null,
    });
    await ctx.db
      .insert(envelopes)
      .values({ activity_id: id, status: 'sent', updated_at: new Date(Date.now() - 60_000) });
    await ctx.db.insert(envelopes).values({ activity_id: id, status: 'delivered', updated_at: new Date() });
    expect((await api('GET', `/activity/envelope-status/${id}`)).json().status).toBe('delivered');
    expect(
      (await api('GET', '/activity/envelope-status/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
