// The nine /thread calls of 001 §7, staff only (borrowers and brokers have no chat). The query
// streams its answer as server-sent events when the client asks for text/event-stream, and
// answers with the stored message as JSON otherwise.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assistantModeSchema,
  messageSchema,
  retrievalInfoSchema,
  threadQuerySchema,
  threadSchema,
  messages,
  newThreadBody,
  retrievalInfoParams,
  threadListQuery,
  threadLoanParams,
  threadParams,
  threadQueryParams,
  threadsOfLoanParams,
} from '@lending/domain';
import { retrievalInfo } from './retrieval-info';
import { prepareQuery, runQuery } from './thread.query';
import { changeThreadLoans, createThread, getThread, listThreads, setThreadStatus } from './thread.service';

export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, llm, storage, semantic } = app.deps;

  app.get(
    '/thread/assistant-mode',
    { config: { access: 'admin' }, schema: { response: { 200: assistantModeSchema } } },
    async () => ({
      mode: llm ? ('model' as const) : ('offline' as const),
      model: llm?.model ?? null,
      retrieval: semantic
        ? {
            mode: 'hybrid' as const,
            embedding_model: semantic.embeddings.model,
            vector_store: semantic.store,
          }
        : { mode: 'full-text' as const, embedding_model: null, vector_store: null },
    }),
  );

  app.get(
    '/thread/:loanId/all',
    {
      config: { access: 'admin' },
      schema: {
        params: threadsOfLoanParams,
        querystring: threadListQuery,
        response: { 200: z.array(threadSchema) },
      },
    },
    async (request) =>
      listThreads(db, request.user!, request.params.loanId, request.query.include_archived === 'true'),
  );

  app.get(
    '/thread/:id',
    { config: { access: 'admin' }, schema: { params: threadParams, response: { 200: threadSchema } } },
    async (request) => getThread(db, request.user!, request.params.id),
  );

  app.post(
    '/thread/create/:loanId',
    {
      config: { access: 'admin' },
      schema: {
        params: threadsOfLoanParams,
        body: newThreadBody,
        response: { 201: threadSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createThread(db, request.user!, request.params.loanId, request.body?.name);
    },
  );

  app.post(
    '/thread/:threadId/query/:loanId',
    {
      config: { access: 'admin' },
      schema: {
        params: threadQueryParams,
        body: threadQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const prepared = await prepareQuery(db, request.user!, {
        threadId: request.params.threadId,
        loanId: request.params.loanId,
        body: request.body,
      });
      const events = runQuery({ db, llm, semantic }, request.user!, prepared);
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        for await (const event of events) if (event.type === 'done') return event.message;
        throw new Error('no answer');
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.flushHeaders();
      try {
        for await (const event of events) {
          if (raw.destroyed) break;
          raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        }
      } catch {
        if (!raw.destroyed)
          raw.write(`event: error\ndata: ${JSON.stringify({ message: messages.chatError })}\n\n`);
      }
      raw.end();
      return reply;
    },
  );

  app.get(
    '/thread/retrieval-info/:messageId/:contentId',
    {
      config: { access: 'admin' },
      schema: {
        params: retrievalInfoParams,
        response: { 200: retrievalInfoSchema },
      },
    },
    async (request) => retrievalInfo({ db, storage }, request.user!, request.params),
  );

  app.put(
    '/thread/:id/archive',
    { config: { access: 'admin' }, schema: { params: threadParams, response: { 200: threadSchema } } },
    async (request) => setThreadStatus(db, request.user!, request.params.id, 'archived'),
  );

  app.put(
    '/thread/:id/activate',
    { config: { access: 'admin' }, schema: { params: threadParams, response: { 200: threadSchema } } },
    async (request) => setThreadStatus(db, request.user!, request.params.id, 'active'),
  );

  app.post(
    '/thread/:id/add-loan/:loanId',
    { config: { access: 'admin' }, schema: { params: threadLoanParams, response: { 200: threadSchema } } },
    async (request) =>
      changeThreadLoans(db, request.user!, {
        threadId: request.params.id,
        loanId: request.params.loanId,
        add: true,
      }),
  );

  app.delete(
    '/thread/:id/remove-loan/:loanId',
    { config: { access: 'admin' }, schema: { params: threadLoanParams, response: { 200: threadSchema } } },
    async (request) =>
      changeThreadLoans(db, request.user!, {
        threadId: request.params.id,
        loanId: request.params.loanId,
        add: false,
      }),
  );
};
