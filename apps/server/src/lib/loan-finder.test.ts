// The loan finder on a real PostgreSQL database: both id forms, each caller's reach, the malformed
// id, and the row lock (a second transaction waits for the first: checked by order, not by time).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { insertBorrower, insertContact, insertLoan } from '../test/fixtures';
import { findLoan, type LoanCaller } from './loan-finder';

let database: TestDatabase;
let dataDir: string;
let db: Db;
let close: () => Promise<void>;
let own: { id: string; human_id: string };
let other: { id: string; human_id: string };
let callers: Record<'admin' | 'borrower' | 'broker' | 'system' | 'unlinked', LoanCaller>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'loan-finder-'));
  const opened = await openDatabase({ dataDir, databaseUrl: database.url, poolSize: 4 });
  db = opened.db;
  close = opened.close;
  const borrower = await insertBorrower(db);
  const stranger = await insertBorrower(db);
  const broker = await insertContact(db, { contact_type: 'broker' });
  const otherBroker = await insertContact(db, { contact_type: 'broker' });
  own = (await insertLoan(db, { borrowerIds: [borrower.id], contactIds: [broker.id] })).loan;
  other = (await insertLoan(db, { borrowerIds: [stranger.id], contactIds: [otherBroker.id] })).loan;
  callers = {
    admin: { role: 'admin' },
    borrower: { role: 'borrower', borrower_id: borrower.id },
    broker: { role: 'broker', contact_id: broker.id },
    system: { kind: 'system', name: 'scheduler' },
    // A signed-in borrower whose user row has no borrower record yet: reaches nothing.
    unlinked: { role: 'borrower' },
  };
});
afterAll(async () => {
  await close?.();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const NOT_FOUND = { statusCode: 404, message: 'Loan not found' };

describe('findLoan', () => {
  it('finds a loan by its UUID and by its human_id: the same row', async () => {
    const byUuid = await findLoan(db, own.id, { for: callers.admin });
    const byHumanId = await findLoan(db, own.human_id, { for: callers.admin });
    expect(byUuid.id).toBe(own.id);
    expect(byHumanId).toEqual(byUuid);
    expect(byUuid.human_id).toMatch(/^\d{5}$/);
  });

  it('refuses a malformed id with 400, before any query', async () => {
    for (const id of ['nonsense', '10042x', '', ' 10042', '1e4', `${own.id}x`, "1' or '1'='1"])
      await expect(findLoan(db, id, { for: callers.admin }), id).rejects.toMatchObject({
        statusCode: 400,
        message: 'A loan id is a UUID or a five-digit human_id',
      });
  });

  it('answers 404 for a well-formed id that no loan has', async () => {
    await expect(
      findLoan(db, '00000000-0000-4000-8000-000000000000', { for: callers.admin }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(findLoan(db, '99999999', { for: callers.admin })).rejects.toMatchObject(NOT_FOUND);
  });

  it('staff and the system reach every loan', async () => {
    for (const caller of [callers.admin, callers.system])
      for (const loan of [own, other])
        expect((await findLoan(db, loan.human_id, { for: caller })).id).toBe(loan.id);
  });

  it('a borrower and a broker reach their own loan; another one reads as not found (404, same message)', async () => {
    for (const caller of [callers.borrower, callers.broker]) {
      for (const id of [own.id, own.human_id])
        expect((await findLoan(db, id, { for: caller })).id).toBe(own.id);
      for (const id of [other.id, other.human_id])
        await expect(findLoan(db, id, { for: caller })).rejects.toMatchObject(NOT_FOUND);
    }
    await expect(findLoan(db, own.id, { for: callers.unlinked })).rejects.toMatchObject(NOT_FOUND);
  });

  it("lock: 'update' makes a second locking transaction wait until the first ends", async () => {
    const order: string[] = [];
    let second: Promise<void> | undefined;
    await db.transaction(async (first) => {
      await findLoan(first, own.human_id, { for: callers.admin, lock: 'update' });
      second = db.transaction(async (tx) => {
        await findLoan(tx, own.id, { for: callers.admin, lock: 'update' });
        order.push('second has the row');
      });
      // Wait until the second transaction is blocked on the row lock (PostgreSQL says so).
      for (;;) {
        const waiting = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      order.push('first ends');
    });
    await second;
    expect(order).toEqual(['first ends', 'second has the row']);
  });

  it('without a lock a read does not wait for a locking transaction', async () => {
    const order: string[] = [];
    await db.transaction(async (first) => {
      await findLoan(first, own.id, { for: callers.admin, lock: 'update' });
      await findLoan(db, own.id, { for: callers.admin });
      order.push('plain read done');
    });
    order.push('first ends');
    expect(order).toEqual(['plain read done', 'first ends']);
  });
});
