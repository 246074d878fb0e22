// Lost updates (issue 13 "What must exist" 7): every update route requires the `version` it read;
// missing -> 400 with a clear message, stale -> 409. Then 20 clients edit the same record at once:
// each acknowledged write is the only one made from its version, so nothing is silently lost.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityTemplates,
  applications,
  borrowers,
  contacts,
  loans,
  processes,
  properties,
} from '../../db/schema/index';
import { createLifecycleLoan } from '../../modules/loan-status/lifecycle.test-helpers';
import { ACTIVITY_VERSION_HEADER } from '@lending/domain';
import { VERSION_REQUIRED } from '../../lib/versioning';
import { bearer, createTestContext, type TestContext } from '../context';
import { insertLoan } from '../fixtures';

type Entity = {
  name: string;
  url: () => string;
  token: () => string;
  /** A valid change whose value depends on the counter (a read-modify-write). */
  body: (n: number) => Record<string, unknown>;
  read: () => Promise<{ version: number; value: number }>;
  /** The version the answer reports (body or header), checked against the row after each write. */
  answered?: (response: { json: () => unknown; headers: Record<string, unknown> }) => number;
};

const counterOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

describe('optimistic concurrency on every editable record', () => {
  let ctx: TestContext;
  let entities: Entity[];
  beforeAll(async () => {
    ctx = await createTestContext();
    const { loan, property } = await insertLoan(ctx.db);
    const borrowerId = ctx.users.borrower.borrower_id!;
    const contactId = ctx.users.broker.contact_id!;
    // One activity edited three ways (its custom values, a process's OCR values, the application
    // draft it holds) shares one version: each free edit bumps it.
    const lifecycle = await createLifecycleLoan(ctx);
    const activityId = lifecycle.idOf('application');
    const [process] = await ctx.db
      .insert(processes)
      .values({ activity_id: activityId, state_epoch: 1, data_to_display: { counter: 0 } })
      .returning();
    const [template] = await ctx.db
      .insert(activityTemplates)
      .values({ entity_type: 'loan', document_name: 'Counter 0', description: 'Lost-update check' })
      .returning();
    const activityRow = async () =>
      (await ctx.db.select().from(activities).where(eq(activities.id, activityId)))[0]!;
    const versionInBody = (response: { json: () => unknown }) =>
      (response.json() as { version: number }).version;
    entities = [
      {
        name: 'loan',
        url: () => `/api/loan/${loan.id}/update`,
        token: () => ctx.tokens.admin,
        body: (n) => ({ duration_months: n }),
        read: async () => {
          const [row] = await ctx.db.select().from(loans).where(eq(loans.id, loan.id));
          return { version: row!.version, value: row!.duration_months ?? 0 };
        },
      },
      {
        name: 'borrower (staff)',
        url: () => `/api/borrower/${borrowerId}/update`,
        token: () => ctx.tokens.admin,
        body: (n) => ({ credit_score: 500 + n }),
        read: async () => {
          const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, borrowerId));
          return { version: row!.version, value: (row!.credit_score ?? 500) - 500 };
        },
      },
      {
        name: 'property',
        url: () => `/api/property/${property.id}/update`,
        token: () => ctx.tokens.admin,
        body: (n) => ({ number_of_units: n }),
        read: async () => {
          const [row] = await ctx.db.select().from(properties).where(eq(properties.id, property.id));
          return { version: row!.version, value: row!.number_of_units ?? 0 };
        },
      },
      {
        name: 'contact (personal)',
        url: () => `/api/personal/contact/update/${contactId}`,
        token: () => ctx.tokens.broker,
        body: (n) => ({ first_name: `Bo${n}`, last_name: 'Broker', email: ctx.users.broker.email }),
        read: async () => {
          const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, contactId));
          return { version: row!.version, value: Number(row!.first_name.replace(/\D/g, '') || 0) };
        },
      },
      {
        name: 'activity (custom document values)',
        url: () => `/api/custom-document/${activityId}/update`,
        token: () => ctx.tokens.admin,
        body: (n) => ({ counter: n }),
        read: async () => {
          const row = await activityRow();
          const custom = row.data.custom_values as Record<string, unknown> | undefined;
          return { version: row.version, value: counterOf(custom?.counter) };
        },
        answered: versionInBody,
      },
      {
        name: 'activity (OCR values)',
        url: () => `/api/activity/${activityId}/process/${process!.id}/update-display-data`,
        token: () => ctx.tokens.admin,
        body: (n) => ({ counter: n }),
        read: async () => {
          // The version first: a write between the two reads makes it stale (409), never the value.
          const { version } = await activityRow();
          const [row] = await ctx.db.select().from(processes).where(eq(processes.id, process!.id));
          return { version, value: counterOf(row!.data_to_display.counter) };
        },
        answered: (response) => Number(response.headers[ACTIVITY_VERSION_HEADER]),
      },
      {
        name: 'activity (application draft)',
        url: () => `/api/personal/application/${activityId}`,
        token: () => ctx.tokens.admin,
        body: (n) => ({ data: { counter: n } }),
        read: async () => {
          const { version } = await activityRow();
          const [row] = await ctx.db
            .select()
            .from(applications)
            .where(eq(applications.activity_id, activityId));
          return { version, value: counterOf(row?.data.counter) };
        },
        answered: versionInBody,
      },
      {
        name: 'document request template',
        url: () => `/api/activity-templates/update-template/${template!.id}`,
        token: () => ctx.tokens.admin,
        body: (n) => ({
          entity_type: 'loan',
          document_name: `Counter ${n}`,
          description: 'Lost-update check',
        }),
        read: async () => {
          const [row] = await ctx.db
            .select()
            .from(activityTemplates)
            .where(eq(activityTemplates.id, template!.id));
          return { version: row!.version, value: Number(row!.document_name.replace(/\D/g, '')) };
        },
        answered: versionInBody,
      },
    ];
    await ctx.db.update(loans).set({ duration_months: 0 }).where(eq(loans.id, loan.id));
    await ctx.db.update(borrowers).set({ credit_score: 500 }).where(eq(borrowers.id, borrowerId));
    await ctx.db.update(properties).set({ number_of_units: 0 }).where(eq(properties.id, property.id));
  });
  afterAll(async () => ctx?.close());

  const put = (entity: Entity, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: entity.url(), headers: bearer(entity.token()), payload });

  it('missing version -> 400 with the message; stale version -> 409; nothing changes', async () => {
    for (const entity of entities) {
      const before = await entity.read();
      const missing = await put(entity, entity.body(7));
      expect(missing.statusCode, entity.name).toBe(400);
      expect(missing.json().details).toContainEqual({ path: 'version', message: VERSION_REQUIRED });
      const stale = await put(entity, { ...entity.body(7), version: before.version + 5 });
      expect(stale.statusCode, entity.name).toBe(409);
      expect(await entity.read()).toEqual(before);
    }
  });

  it('20 concurrent clients incrementing a counter: 0 lost updates', async () => {
    const clients = 20;
    const figures: string[] = [];
    for (const entity of entities) {
      const start = await entity.read();
      let acknowledged = 0;
      let conflicts = 0;
      // Each client reads, adds one, writes with the version it read; on 409 it re-reads and retries.
      await Promise.all(
        Array.from({ length: clients }, async () => {
          for (;;) {
            const seen = await entity.read();
            const response = await put(entity, { ...entity.body(seen.value + 1), version: seen.version });
            if (response.statusCode === 200) {
              acknowledged += 1;
              // The answer carries the new version: the one after the version read (no lost bump).
              if (entity.answered) expect(entity.answered(response)).toBe(seen.version + 1);
              return;
            }
            expect(response.statusCode).toBe(409);
            conflicts += 1;
          }
        }),
      );
      const end = await entity.read();
      const lost = start.value + acknowledged - end.value;
      figures.push(`${entity.name}: acknowledged ${acknowledged}, conflicts ${conflicts}, lost ${lost}`);
      expect(acknowledged, entity.name).toBe(clients);
      expect(lost, entity.name).toBe(0);
    }
    console.log(`[security] lost updates, ${clients} clients each: ${figures.join('; ')}`);
  }, 300_000);
  it('the investment policy: missing version 400, stale 409, 20 concurrent clients lose nothing', async () => {
    const policy = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/policies', headers: bearer(ctx.tokens.admin) })
      ).json() as {
        version: number;
        requirements: { value: number }[];
      };
    const write = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/policies', headers: bearer(ctx.tokens.admin), payload });
    const requirementOf = (value: number) => ({
      entity_type: 'borrower',
      field: 'credit_score',
      title: 'Credit Score',
      value,
      func: 'min',
      diff: { top: 5, mid: 5 },
    });
    const start = await policy();
    expect((await write({ requirements: [requirementOf(1)] })).statusCode).toBe(400);
    expect((await write({ version: start.version + 5, requirements: [requirementOf(1)] })).statusCode).toBe(
      409,
    );
    expect(await policy()).toEqual(start);
    const initial = (await write({ version: start.version, requirements: [requirementOf(0)] })).json() as {
      version: number;
    };
    expect(initial.version).toBe(start.version + 1);
    let acknowledged = 0;
    let conflicts = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (;;) {
          const seen = await policy();
          const response = await write({
            version: seen.version,
            requirements: [requirementOf((seen.requirements[0]?.value ?? 0) + 1)],
          });
          if (response.statusCode === 200) {
            acknowledged += 1;
            return;
          }
          expect(response.statusCode).toBe(409);
          conflicts += 1;
        }
      }),
    );
    const end = await policy();
    const lost = acknowledged - (end.requirements[0]?.value ?? 0);
    console.log(
      `[security] lost updates, policy: acknowledged ${acknowledged}, conflicts ${conflicts}, lost ${lost}`,
    );
    expect(acknowledged).toBe(20);
    expect(lost).toBe(0);
  });
});
