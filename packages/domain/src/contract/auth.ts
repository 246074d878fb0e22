// Sign-in and its discovery documents (built-in identity, issue 2 scope 5; in external OIDC mode
// these answer 404), the public pre-qualification form and its address lookup (002 §2.1), the
// leads it makes (staff, DESIGN.md §8) and the invitation a converted lead accepts (issue 4).
import { z } from 'zod';
import { oauthErrorSchema, oauthTokenBodySchema, oauthTokenSchema } from '../api/api-keys';
import { geocodeQuery, geocodeResponse, leadCreatedSchema, prequalHeaders } from '../api/application';
import {
  discoverySchema,
  jwksSchema,
  logoutBodySchema,
  signInBodySchema,
  signInResponseSchema,
  tokenResponseSchema,
} from '../api/auth';
import {
  acceptInvitationBody,
  convertLeadSchema,
  declineLeadBody,
  invitationAcceptedSchema,
  leadIdParams,
  leadListQuery,
  leadResponse,
} from '../api/leads';
import { errorBodySchema } from '../api/error-body';
import { changePasswordBodySchema } from '../auth/password';
import { prequalSchema } from '../prequal/prequal-schema';
import { authPaths } from './auth-paths';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';

const auth = { tags: ['auth'] } as const;
const own = { ...auth, access: 'owner' } as const;
const leads = { tags: ['leads'], access: 'admin' } as const;

export const authEndpoints = defineEndpoints(authPaths, {
  postAuthLogin: {
    ...auth,
    access: 'public',
    summary: 'Sign in with e-mail and password: a token (RS256 JWT) and the user it is for',
    description: 'Wrong passwords are limited per address and per account: 429 with Retry-After.',
    body: signInBodySchema,
    responses: { 200: signInResponseSchema, ...errors(400, 401, 404, 429) },
  },
  postAuthPassword: {
    ...own,
    summary: 'Change your password: your other sessions end, a fresh token answers',
    body: changePasswordBodySchema,
    responses: { 200: tokenResponseSchema, ...errors(400, 401, 403, 404, 429) },
  },
  postAuthRefresh: {
    ...own,
    summary: 'Renew your token before it expires',
    responses: { 200: tokenResponseSchema, ...errors(401, 403, 404) },
  },
  postAuthLogout: {
    ...own,
    summary: 'Sign out (this session, or everywhere)',
    body: logoutBodySchema,
    responses: { 204: z.null(), ...errors(400, 401, 403) },
  },
  getAuthOpenidConfiguration: {
    ...auth,
    access: 'public',
    summary: "The built-in identity's OpenID discovery document",
    responses: { 200: discoverySchema, ...errors(404) },
  },
  getAuthJwks: {
    ...auth,
    access: 'public',
    summary: 'The public keys that verify our tokens (JWKS)',
    responses: { 200: jwksSchema, ...errors(404) },
  },
  postApplicationShort: {
    tags: ['application'],
    access: 'public',
    summary: 'Submit the public pre-qualification form: a lead (201, or 200 for a repeated Idempotency-Key)',
    headers: prequalHeaders,
    body: prequalSchema,
    responses: { 200: leadCreatedSchema, 201: leadCreatedSchema, ...errors(400, 413, 429) },
  },
  getApplicationGeocode: {
    tags: ['application'],
    access: 'public',
    summary: 'Look up a US address while the pre-qualification form is typed',
    query: geocodeQuery,
    responses: { 200: geocodeResponse, ...errors(400, 404, 429) },
  },
  getLeads: {
    ...leads,
    summary: 'The leads of the pre-qualification form, by status',
    ...headerPaged(leadListQuery),
    responses: { 200: z.array(leadResponse), ...errors(400, 401, 403) },
  },
  getLeadById: {
    ...leads,
    summary: 'One lead',
    params: leadIdParams,
    responses: { 200: leadResponse, ...errors(400, 401, 403, 404) },
  },
  postLeadConvert: {
    ...leads,
    summary: 'Convert a lead into a loan, its borrower and broker, and invite them',
    params: leadIdParams,
    responses: { 200: convertLeadSchema, ...errors(400, 401, 403, 404, 409) },
  },
  postLeadDecline: {
    ...leads,
    summary: 'Decline a lead, with a reason',
    params: leadIdParams,
    body: declineLeadBody,
    responses: { 200: leadResponse, ...errors(400, 401, 403, 404, 409) },
  },
  postInvitationAccept: {
    tags: ['leads'],
    access: 'public',
    summary: "Accept an invitation: set your password with the link's token",
    body: acceptInvitationBody,
    responses: { 200: invitationAcceptedSchema, ...errors(400, 410, 429) },
  },
  postOauthToken: {
    tags: ['api-keys'],
    access: 'public',
    summary:
      'Get an access token (OAuth2 client credentials: client_id is the API key id, client_secret the key)',
    description:
      'RFC 6749 section 4.4: form-encoded (or JSON) body, client authentication by HTTP Basic or in the body; answers `Cache-Control: no-store`.',
    body: oauthTokenBodySchema,
    // The RFC's error shape; 400 is the product's error body when the request cannot be read at all
    // (malformed JSON, a NUL byte) before the route runs.
    responses: {
      200: oauthTokenSchema,
      400: z.union([oauthErrorSchema, errorBodySchema]),
      401: oauthErrorSchema,
    },
  },
});
