// The nine /thread calls of 001 §7, staff only (borrowers and brokers have no chat). The query
// streams its answer as server-sent events when the client asks for text/event-stream, and
// answers with the stored message as JSON otherwise.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, messages } from '@lending/domain';
import { register } from '../../plugins/contract';
import { pagedAnswer, uuidOrder } from '../../plugins/paging';
import { retrievalInfo } from './retrieval-info';
import { prepareQuery, runQuery } from './thread.query';
import { changeThreadLoans, createThread, getThread, listThreads, setThreadStatus } from './thread.service';

const threadsOrder = uuidOrder('getThreadsOfLoan', 'id');

export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, llm, storage, semantic } = app.deps;

  register(app, endpoints.getThreadAssistantMode, async () => ({
    mode: llm ? ('model' as const) : ('offline' as const),
    model: llm?.model ?? null,
    retrieval: semantic
      ? {
          mode: 'hybrid' as const,
          embedding_model: semantic.embeddings.model,
          vector_store: semantic.store,
        }
      : { mode: 'full-text' as const, embedding_model: null, vector_store: null },
  }));

  register(app, endpoints.getThreadsOfLoan, async (request, reply) =>
    pagedAnswer(request, reply, threadsOrder, (page) =>
      listThreads(db, request.user!, request.params.loanId, request.query.include_archived === 'true', page),
    ),
  );

  register(app, endpoints.getThreadById, async (request) => getThread(db, request.user!, request.params.id));

  register(app, endpoints.postThreadCreate, async (request, reply) => {
    reply.status(201);
    return createThread(db, request.user!, request.params.loanId, request.body?.name);
  });

  register(app, endpoints.postThreadQuery, async (request, reply) => {
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
  });

  register(app, endpoints.getThreadRetrievalInfo, async (request) =>
    retrievalInfo({ db, storage }, request.user!, request.params),
  );

  register(app, endpoints.putThreadArchive, async (request) =>
    setThreadStatus(db, request.user!, request.params.id, 'archived'),
  );

  register(app, endpoints.putThreadActivate, async (request) =>
    setThreadStatus(db, request.user!, request.params.id, 'active'),
  );

  register(app, endpoints.postThreadAddLoan, async (request) =>
    changeThreadLoans(db, request.user!, {
      threadId: request.params.id,
      loanId: request.params.loanId,
      add: true,
    }),
  );

  register(app, endpoints.deleteThreadRemoveLoan, async (request) =>
    changeThreadLoans(db, request.user!, {
      threadId: request.params.id,
      loanId: request.params.loanId,
      add: false,
    }),
  );
};
