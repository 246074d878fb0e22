// Where sign-in, the pre-qualification form, leads and invitations live (issue 2 scope 5, 002
// §2.1, DESIGN.md §8, issue 4): zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const authPaths = {
  postAuthLogin: { method: 'POST', path: '/auth/login' },
  postAuthPassword: { method: 'POST', path: '/auth/password' },
  postAuthRefresh: { method: 'POST', path: '/auth/refresh' },
  postAuthLogout: { method: 'POST', path: '/auth/logout' },
  getAuthOpenidConfiguration: { method: 'GET', path: '/auth/openid-configuration' },
  getAuthJwks: { method: 'GET', path: '/auth/jwks.json' },
  postApplicationShort: { method: 'POST', path: '/application/short' },
  getApplicationGeocode: { method: 'GET', path: '/application/geocode' },
  getLeads: { method: 'GET', path: '/leads' },
  getLeadById: { method: 'GET', path: '/leads/:id' },
  postLeadConvert: { method: 'POST', path: '/leads/:id/convert' },
  postLeadDecline: { method: 'POST', path: '/leads/:id/decline' },
  postInvitationAccept: { method: 'POST', path: '/invitation/accept' },
  postOauthToken: { method: 'POST', path: '/oauth/token' },
} as const satisfies Record<string, EndpointPath>;
