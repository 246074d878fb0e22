import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { Mail, MailSender } from './mail';

export type SmtpMailOptions = {
  host: string;
  port: number;
  secure?: boolean;
  user?: string | undefined;
  password?: string | undefined;
  from: string;
  /** When given, every sent mail is also recorded (transport 'smtp') so admins can see it. */
  db?: Db;
};

/** Production mail (DESIGN.md §1): an SMTP server from SMTP_HOST, SMTP_PORT, SMTP_USER... */
export const createSmtpMailSender = ({
  host,
  port,
  secure,
  user,
  password,
  from,
  db,
}: SmtpMailOptions): MailSender => {
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: secure ?? port === 465,
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
  });
  return {
    send: async (mail: Mail) => {
      let error: string | null = null;
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      if (db) {
        await db.insert(outbox).values({
          ...mail,
          html: mail.html ?? null,
          transport: 'smtp',
          sent_at: error ? null : new Date(),
          error,
        });
      }
      if (error) throw new Error(`Mail to ${mail.to} was not sent: ${error}`);
    },
  };
};
