// The report vendors' callback (public: authenticated by the vendor's signature, not a user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@lending/domain';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '../../integrations/reports/webhooks';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { handleReportWebhook, WEBHOOK_MESSAGES } from './report-webhook';

const loopbackHost = (address: AddressInfo) => {
  if (address.address === '0.0.0.0' || address.address.startsWith('127.')) return '127.0.0.1';
  if (address.address === '::' || address.address === '::1') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
};

export const reportWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, reports, reportWebhooks } = app.deps;
  // The sandbox's asynchronous vendors call this process back once it listens.
  app.server.once('listening', () => {
    const address = app.server.address();
    if (address && typeof address === 'object')
      reportWebhooks.loopback.baseUrl = `http://${loopbackHost(address)}:${address.port}`;
  });

  // The raw body is kept for the signature check (this plugin's JSON parser only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 5_242_880 },
    (_req, body, done) => done(null, body),
  );
  // The body stays the raw bytes the signature covers (no body schema: the handler reads it).
  register(app, endpoints.postWebhooksReportsByVendor, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(400, WEBHOOK_MESSAGES.malformed);
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };
    return handleReportWebhook(
      { db, reports, reportWebhooks },
      {
        vendor: request.params.vendor,
        rawBody: request.body,
        timestamp: header(WEBHOOK_TIMESTAMP_HEADER),
        signature: header(WEBHOOK_SIGNATURE_HEADER),
      },
    );
  });
};
