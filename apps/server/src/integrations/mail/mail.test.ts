import { createServer } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { createMailSender } from './create-mail';

/** A port on loopback where nothing listens (SMTP connection refused). */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

describe('mail: outbox by default, SMTP when configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('without SMTP_HOST a mail is a row of the outbox', async () => {
    await ctx.deps.mail.send({ to: 'a@example.com', subject: 'Hello', text: 'Body' });
    const [row] = await ctx.db.select().from(outbox).orderBy(desc(outbox.created_at)).limit(1);
    expect(row).toMatchObject({
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Body',
      transport: 'outbox',
      error: null,
    });
  });

  it('with SMTP_HOST a failed delivery throws and is recorded with its error', async () => {
    const port = await closedPort();
    const sender = createMailSender({
      config: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: port,
        SMTP_FROM: 'Lending <no-reply@lending.local>',
        SMTP_SECURE: false,
      },
      db: ctx.db,
    });
    await expect(sender.send({ to: 'b@example.com', subject: 'Invite', text: 'x' })).rejects.toThrow(
      /not sent/,
    );
    const [row] = await ctx.db.select().from(outbox).orderBy(desc(outbox.created_at)).limit(1);
    expect(row).toMatchObject({ to: 'b@example.com', transport: 'smtp', sent_at: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
