import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSandboxPlaid } from '../../integrations/plaid/sandbox-plaid';
import { PlaidError } from '../../integrations/plaid/plaid';
import { currentUser } from '../../plugins/auth';
import { findVisibleActivity, resolveViewer } from '../personal/index';
import { createPlaidLinkId, PLAID_LINK_TTL_SECONDS, plaidPagePath } from '../../lib/plaid-link';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { connectBank, createLinkToken, type PlaidDeps } from './plaid.service';
import { renderSandboxPage } from './sandbox-page';
import { getPlaidStaffView } from './plaid-staff-view';
import { endpoints } from '@lending/domain';
import { epochNow } from '../../lib/clock';

// /plaid calls carry no authorisation header (000 §7): the signed, expiring {id} is the key
// (plaid-link.ts), and a rate limit bounds guessing.
const PLAID_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const plaidRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): PlaidDeps => ({
    db: app.deps.db,
    plaid: app.deps.plaid,
    storage: app.deps.storage,
    crypto: app.deps.crypto,
  });

  // The sandbox picker posts a plain HTML form (no script under the strict CSP).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // Staff "View plaid" (issue 8 item 9): the linked accounts and the liquidity reports.
  register(app, endpoints.getActivityByActivityIdPlaidAccounts, async (request) =>
    getPlaidStaffView(app.deps.db, request.params.activityId),
  );

  // The link to copy (002 §2.3 '/plaid/{activityId} carries the copied link'): signed and
  // expiring, for whoever may see the activity (its borrower, their broker, staff).
  register(app, endpoints.getPlaidLinkByActivityId, async (request) => {
    const viewer = await resolveViewer(app.deps.db, { user: currentUser(request) });
    const activity = await findVisibleActivity(app.deps.db, viewer, request.params.activityId);
    if (activity.activity_type !== 'plaid') throw new AppError(404, 'Activity is not a plaid activity');
    return {
      url: plaidPagePath(createPlaidLinkId(app.deps.crypto, activity.id)),
      expires_epoch: epochNow() + PLAID_LINK_TTL_SECONDS,
    };
  });

  register(
    app,
    endpoints.getPlaidByIdGetLinkToken,
    async (request) => createLinkToken(deps(), { linkId: request.params.id }),
    { rateLimit: PLAID_RATE_LIMIT },
  );

  register(
    app,
    endpoints.postPlaidByIdSetAccessToken,
    async (request) =>
      connectBank(deps(), { linkId: request.params.id, publicToken: request.body.access_token }),
    { rateLimit: PLAID_RATE_LIMIT },
  );

  register(
    app,
    endpoints.getPlaidSandboxLink,
    async (request, reply) => {
      const plaid = app.deps.plaid;
      if (!isSandboxPlaid(plaid))
        throw new AppError(404, 'The sandbox bank picker is only available in sandbox mode');
      const link = plaid.readLinkToken(request.query.token);
      if (!link) throw new AppError(410, 'This bank connection link has expired. Please start again.');
      return reply
        .type('text/html; charset=utf-8')
        .send(renderSandboxPage({ linkToken: request.query.token, returnPath: link.returnPath }));
    },
    { rateLimit: PLAID_RATE_LIMIT },
  );

  register(
    app,
    endpoints.postPlaidSandboxLink,
    async (request, reply) => {
      const plaid = app.deps.plaid;
      if (!isSandboxPlaid(plaid))
        throw new AppError(404, 'The sandbox bank picker is only available in sandbox mode');
      const form = request.body;
      try {
        const { publicToken, returnPath } = plaid.authenticate({
          linkToken: form.token,
          institutionId: form.institution_id,
          username: form.username,
          password: form.password,
        });
        return reply.redirect(`${returnPath}?public_token=${encodeURIComponent(publicToken)}`, 303);
      } catch (error) {
        if (!(error instanceof PlaidError)) throw error;
        const status = error.code === 'INVALID_LINK_TOKEN' ? 410 : 400;
        return reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(
            renderSandboxPage({
              linkToken: form.token,
              returnPath: plaid.readLinkToken(form.token)?.returnPath,
              error: error.message,
              institutionId: form.institution_id,
            }),
          );
      }
    },
    { rateLimit: PLAID_RATE_LIMIT },
  );
};
