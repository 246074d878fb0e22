// Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` + base64
// of random bytes; webhook-signature is `v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>`,
// several separated by spaces while a secret rotates (a receiver accepts any that matches).
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes (the spec asks for 24 to 64). */
export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string): Buffer =>
  Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

const signWebhook = (secret: string, id: string, timestamp: number, body: string): string =>
  `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

/** The three headers of one attempt, signed with every secret currently in use. */
export const webhookHeaders = (
  secrets: readonly string[],
  message: { id: string; timestamp: number; body: string },
): Record<string, string> => ({
  'content-type': 'application/json',
  'user-agent': 'Lending-Webhooks/1.0',
  'webhook-id': message.id,
  'webhook-timestamp': String(message.timestamp),
  'webhook-signature': secrets
    .map((secret) => signWebhook(secret, message.id, message.timestamp, message.body))
    .join(' '),
});
