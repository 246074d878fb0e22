// One error shape for every 4xx/5xx (docs/contract.md "Errors"):
// { status_code, error, message, details?: [{ path, message }] }. No stack trace ever leaves.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { clientErrorOfDatabase, isDatabaseDiskFull, isDatabaseUnavailable } from './hardening';
import { StorageUnavailableError } from '../integrations/storage/unavailable';
import { messages } from '@lending/domain';
import { AppError, type ErrorDetail } from '../lib/app-error';

// The error class lives in the kernel (lib/app-error.ts); every module imports it from here.
export { AppError };
export type { ErrorDetail };

export type ErrorBody = { status_code: number; error: string; message: string; details?: ErrorDetail[] };

export const errorBody = (statusCode: number, message: string, details?: ErrorDetail[]): ErrorBody => ({
  status_code: statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(details && details.length > 0 ? { details } : {}),
});

// instancePath is "/amount" or "/properties/0/address"; the wire uses "amount", "properties.0.address".
const toPath = (instancePath: string): string =>
  instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable, please try again in a few seconds';
const DATABASE_RETRY_AFTER_SECONDS = 5;
const STORAGE_FULL = 'The server has no space left to save this: nothing was saved. Please try again later';
const STORAGE_UNREACHABLE =
  'File storage is temporarily unavailable: nothing was saved. Please try again in a few seconds';

const sendError = (reply: FastifyReply, body: ErrorBody): FastifyReply =>
  reply.status(body.status_code).type('application/json; charset=utf-8').send(body);

export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'app error');
      return sendError(reply, errorBody(error.statusCode, error.message, error.details));
    }
    // zod request validation: each field's spec message, the first one as the message.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: toPath(issue.instancePath),
        message: issue.message ?? messages.invalidValue,
      }));
      const first = details[0];
      const message = first?.message ?? 'Invalid request';
      return sendError(reply, errorBody(400, message, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, errorBody(500, 'Internal Server Error'));
    }
    // The data disk full or the object store unreachable (issue 24): nothing was saved, retry later.
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ err: error }, 'storage unavailable');
      void reply.header('Retry-After', String(error.reason === 'full' ? 60 : DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, errorBody(503, error.reason === 'full' ? STORAGE_FULL : STORAGE_UNREACHABLE));
    }
    // PostgreSQL's disk full (53100): the write was rolled back whole.
    if (isDatabaseDiskFull(error)) {
      request.log.error({ err: error }, 'database disk full');
      void reply.header('Retry-After', '60');
      return sendError(reply, errorBody(503, STORAGE_FULL));
    }
    // PostgreSQL stopped or restarting: a clear 503 the client may retry, never a 500 or a hang.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, errorBody(503, DATABASE_UNAVAILABLE));
    }
    const fromDatabase = clientErrorOfDatabase(error);
    if (fromDatabase) {
      request.log.warn({ err: error }, 'refused by the database');
      return sendError(reply, errorBody(fromDatabase.statusCode, fromDatabase.message));
    }
    // A multipart body cut short (or otherwise malformed) is the client's error.
    if (
      /Unexpected end of (form|multipart)|Malformed part header|Multipart: Boundary not found/i.test(
        error.message,
      )
    )
      return sendError(reply, errorBody(400, 'The multipart body is incomplete or malformed'));
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, errorBody(500, 'Internal Server Error'));
    }
    // Fastify's own client errors (413 body too large, 415, malformed JSON 400, 429 ...).
    const message =
      status === 413
        ? 'Request body is too large'
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Request body is not valid JSON'
          : error.message;
    return sendError(reply, errorBody(status, message));
  });
};

/**
 * JSON bodies, where an empty body is no body: the bulk archive sends none (spec 000 §7) and
 * clients often still label it application/json. `__proto__` keys are dropped while parsing.
 */
export const acceptEmptyJsonBodies = (app: FastifyInstance): void => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)),
      );
    } catch {
      done(new AppError(400, 'Request body is not valid JSON'), undefined);
    }
  });
};
