// Audit rows name who acted (issue 20 item 3): a user by id and e-mail, the system by name (a
// signer's e-mail kept), never a forged user with a null id.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client';
import { auditEvents } from '../db/schema';
import { systemActor } from '../lib/actor';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { insertDemoUsers } from '../test/fixtures';
import { recordAudit } from './audit';

let database: TestDatabase;
let dataDir: string;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'audit-'));
  const opened = await openDatabase({ dataDir, databaseUrl: database.url, poolSize: 2 });
  db = opened.db;
  close = opened.close;
});
afterAll(async () => {
  await close?.();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const rowOf = async (entityId: string) =>
  (await db.select().from(auditEvents).where(eq(auditEvents.entity_id, entityId)))[0]!;

it('a system actor is written as kind system with its name; a signer keeps their e-mail', async () => {
  const scheduled = randomUUID();
  const signed = randomUUID();
  await recordAudit(db, {
    actor: systemActor('scheduler'),
    action: 'loan.restore.timed',
    entity_type: 'loan',
    entity_id: scheduled,
  });
  await recordAudit(db, {
    actor: systemActor('e-signature', 'signer@example.com'),
    action: 'envelope.sign',
    entity_type: 'activity',
    entity_id: signed,
  });
  expect(await rowOf(scheduled)).toMatchObject({
    actor_kind: 'system',
    actor_name: 'scheduler',
    actor_user_id: null,
    actor_email: null,
  });
  expect(await rowOf(signed)).toMatchObject({
    actor_kind: 'system',
    actor_name: 'e-signature',
    actor_user_id: null,
    actor_email: 'signer@example.com',
  });
});

it('a user is written as kind user with id and e-mail, and no name', async () => {
  const { admin } = await insertDemoUsers(db);
  const entity = randomUUID();
  await recordAudit(db, {
    actor: { id: admin.id, email: admin.email },
    action: 'loan.update',
    entity_type: 'loan',
    entity_id: entity,
  });
  expect(await rowOf(entity)).toMatchObject({
    actor_kind: 'user',
    actor_name: null,
    actor_user_id: admin.id,
    actor_email: admin.email,
  });
});
