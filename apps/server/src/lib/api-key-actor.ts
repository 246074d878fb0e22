// The API key a call is made with, as the audit trail names it (issue 22: every call made with a key
// is audited under the key's name). Kernel, beside lib/actor.ts: modules/api-keys (api-key-auth.ts)
// puts it on the request's user, the actor of the request (actorOf, currentUser) carries it to the
// services, and plugins/audit.ts, which imports no module (issue 20), writes it. It was an
// AsyncLocalStorage around the handler: on Node 20 that turns promise hooks on for the whole process
// from the first key call, a cost on every later await of every request (issue 22 "Speed").
export type ApiKeyActor = { id: string; name: string };
