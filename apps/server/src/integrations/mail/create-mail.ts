import type { Db } from '../../db/client';
import type { MailSender } from './mail';
import { createOutboxMailSender } from './outbox-mail';
import { createSmtpMailSender } from './smtp-mail';

export type MailConfig = {
  SMTP_HOST?: string | undefined;
  SMTP_PORT: number;
  SMTP_USER?: string | undefined;
  SMTP_PASSWORD?: string | undefined;
  SMTP_FROM: string;
  SMTP_SECURE?: boolean | undefined;
};

/** SMTP when SMTP_HOST is configured, the in-app outbox otherwise. */
export const createMailSender = ({ config, db }: { config: MailConfig; db: Db }): MailSender =>
  config.SMTP_HOST
    ? createSmtpMailSender({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_SECURE,
        user: config.SMTP_USER,
        password: config.SMTP_PASSWORD,
        from: config.SMTP_FROM,
        db,
      })
    : createOutboxMailSender({ db });
