// The API key a request is made with, for the audit rows its handler writes (issue 22: every call
// made with a key is audited under the key's name). Kernel, beside lib/actor.ts: set around the
// handler by modules/api-keys (api-key-auth.ts), read by plugins/audit.ts, which imports no
// module (issue 20). Services keep passing the plain { id, email } actor they always did.
import { AsyncLocalStorage } from 'node:async_hooks';

type ApiKeyActor = { id: string; name: string };

const storage = new AsyncLocalStorage<ApiKeyActor>();

export const runAsApiKey = (actor: ApiKeyActor, next: () => void): void => storage.run(actor, next);

/** The key of the request being handled, or null (a person, or a job). */
export const currentApiKeyActor = (): ApiKeyActor | null => storage.getStore() ?? null;
