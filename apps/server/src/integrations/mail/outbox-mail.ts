import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { Mail, MailSender } from './mail';

/**
 * The embedded mode's delivery (DESIGN.md §1): each mail is a row of the outbox table, which
 * admins read at /outbox. Given a transaction, the mail is kept only if the transaction commits.
 */
export const createOutboxMailSender = ({ db }: { db: DbOrTx }): MailSender => ({
  send: async (mail: Mail) => {
    await db
      .insert(outbox)
      .values({ ...mail, html: mail.html ?? null, transport: 'outbox', sent_at: new Date() });
  },
});
