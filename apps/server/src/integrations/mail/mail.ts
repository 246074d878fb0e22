// One mail interface (issue 4 §7): SMTP when SMTP_URL is configured, the in-app outbox otherwise.
export type Mail = { to: string; subject: string; text: string; html?: string };

export type MailSender = {
  send: (mail: Mail) => Promise<void>;
};
