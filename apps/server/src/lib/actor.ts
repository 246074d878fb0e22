// Who does something, as state changes and audit rows record them (issue 20 item 3): a signed-in
// user, or the server itself, named, so an audit row says which part of the server acted.

import type { Role } from '@lending/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyActor } from './api-key-actor';

/**
 * A signed-in user. Changes that record a person (created_by, owner, uploaded_by) need one. The
 * role and records say which loans the user reaches (lib/loan-finder.ts); without a role, none.
 */
export type Actor = {
  id: string;
  email: string;
  role?: Role;
  borrower_id?: string;
  contact_id?: string;
  /** A call made with an API key: the key, which its audit rows name (lib/api-key-actor.ts). */
  api_key?: ApiKeyActor;
};

/** The parts of the server that change things on their own. */
export type SystemActorName =
  | 'scheduler' // pg-boss schedules and the jobs they start
  | 'reports' // a report provider's answer or webhook
  | 'e-signature' // a signer acting through their private signing link (their e-mail is kept)
  | 'plaid-link' // a borrower connecting a bank through a signed Plaid link
  | 'lifecycle'; // a loan's state machine reacting to an activity (locks its loan row)

/** The server acting on its own; `email` names the outside person it acts for, if any. */
export type SystemActor = { kind: 'system'; name: SystemActorName; email?: string };

/** Who caused a change: a user or the system (state changes, loan transitions, audit rows). */
export type AnyActor = Actor | SystemActor;

/** A system actor by name (and for whom it acts: a signer's e-mail). */
export const systemActor = (name: SystemActorName, email?: string): SystemActor => ({
  kind: 'system',
  name,
  ...(email ? { email } : {}),
});

/** Whether the server acts on its own (no user: the loan finder lets it reach every loan). */
export const isSystemActor = (actor: object): actor is SystemActor =>
  'kind' in actor && actor.kind === 'system';

/** The signed-in user of a request, as state changes and the audit trail record them. */
export const actorOf = (request: FastifyRequest): Actor => {
  const { id, email, role, borrower_id, contact_id, api_key } = request.user!;
  return {
    id,
    email,
    role,
    ...(borrower_id ? { borrower_id } : {}),
    ...(contact_id ? { contact_id } : {}),
    ...(api_key ? { api_key } : {}),
  };
};
