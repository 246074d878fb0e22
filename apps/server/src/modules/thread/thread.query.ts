// POST /thread/{threadId}/query/{loanId} (001 §7): store the question, retrieve passages over the
// thread's loans, answer (model or offline) piece by piece, store the answer with its citations.
import { and, eq, sql } from 'drizzle-orm';
import type { ChatMessage, RetrievalContent, ThreadQuery } from '@lending/domain';
import type { Db } from '../../db/client';
import { documentPages, messages, threadLoans, threads } from '../../db/schema/index';
import type { LanguageModel } from '../../integrations/llm/llm';
import type { SemanticIndex } from '../documents-intelligence/index';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { findLoan } from '../../lib/loan-finder';
import { citedNumbers, modelAnswer } from './answer';
import { answerFromFile, factLines, ledgerMissing, loadGround, offlineReply } from './grounding';
import { retrievePassages } from './retrieval';
import { DEFAULT_THREAD_NAME, ownThread, searchableLoans, toWireMessage } from './thread.service';

export type QueryEvent =
  | { type: 'start'; user_message: ChatMessage; mode: string; model: string | null }
  | { type: 'token'; text: string }
  | { type: 'done'; message: ChatMessage };

/** Checks everything before anything streams (so errors are plain 4xx answers). */
export const prepareQuery = async (
  db: Db,
  user: RequestUser,
  input: { threadId: string; loanId: string; body: ThreadQuery },
) => {
  const thread = await ownThread(db, user, input.threadId);
  if (thread.status === 'archived') throw new AppError(409, 'The thread is archived: activate it to ask');
  const loan = await findLoan(db, input.loanId, { for: user });
  const [link] = await db
    .select()
    .from(threadLoans)
    .where(and(eq(threadLoans.thread_id, thread.id), eq(threadLoans.loan_id, loan.id)));
  if (!link) throw new AppError(409, 'The loan is not in this thread');
  const question = [...input.body.messages]
    .reverse()
    .find((m) => m.role === 'user' && m.content.trim() !== '')!;
  return {
    thread,
    loanId: loan.id,
    question: question.content.trim(),
    history: input.body.messages.slice(0, -1),
  };
};

/** A little of the page around the quote, for the model. */
const withContext = async (db: Db, passages: RetrievalContent[]) => {
  const out: (RetrievalContent & { context: string })[] = [];
  for (const p of passages) {
    const [page] = await db
      .select({ text: documentPages.text })
      .from(documentPages)
      .where(and(eq(documentPages.document_id, p.document_id), eq(documentPages.page, p.page)));
    out.push({ ...p, context: page?.text.slice(0, 3000) ?? p.text });
  }
  return out;
};

export async function* runQuery(
  deps: { db: Db; llm: LanguageModel | null; semantic?: SemanticIndex | null },
  user: RequestUser,
  prepared: Awaited<ReturnType<typeof prepareQuery>>,
): AsyncGenerator<QueryEvent> {
  const { db, llm } = deps;
  const { thread, question, history } = prepared;
  const userMessage = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ thread_id: thread.id, role: 'user', content: question })
      .returning();
    await tx
      .update(threads)
      .set({
        message_count: sql`${threads.message_count} + 1`,
        last_message_at: new Date(),
        ...(thread.name === DEFAULT_THREAD_NAME ? { name: question.slice(0, 60) } : {}),
      })
      .where(eq(threads.id, thread.id));
    return row!;
  });
  yield {
    type: 'start',
    user_message: toWireMessage(userMessage),
    mode: llm ? 'model' : 'offline',
    model: llm?.model ?? null,
  };
  const loanIds = await searchableLoans(db, user, thread.id);
  // The file answered from is the asked loan's, and only while the user may still see it.
  const ground = loanIds.includes(prepared.loanId)
    ? await loadGround(db, prepared.loanId)
    : { facts: [], docs: [] };
  const fromFile = answerFromFile(question, ground);
  const passages =
    fromFile && !ledgerMissing(fromFile) && !llm
      ? []
      : await retrievePassages(db, { loanIds, question, limit: 5, semantic: deps.semantic });
  let text = '';
  let cited: RetrievalContent[] = fromFile?.citations ?? passages;
  let mode = 'offline';
  if (llm) {
    // The grounded answer's document citations come first, then the passages: [n] is one list.
    const sources = [...(fromFile?.citations ?? []), ...passages].map((c, i) => ({
      ...c,
      content_id: `c${i + 1}`,
    }));
    try {
      for await (const piece of modelAnswer(llm, {
        question,
        history,
        facts: factLines(ground.facts),
        draft: fromFile?.text ?? null,
        passages: await withContext(db, sources),
      })) {
        text += piece;
        yield { type: 'token', text: piece };
      }
      mode = `model:${llm.model}`;
      const numbers = citedNumbers(text, sources.length);
      cited = numbers.map((n) => sources[n - 1]!);
    } catch {
      const note = `${text ? '\n\n' : ''}(The language model could not answer; the offline answer follows.)\n\n`;
      text += note;
      yield { type: 'token', text: note };
      cited = fromFile?.citations ?? passages;
    }
  }
  if (mode === 'offline') {
    const reply = await offlineReply(db, { loanIds, question, ground, passages });
    cited = reply.citations;
    // Streamed a few words at a time, as a model would.
    for (const piece of `${reply.text}\n`.match(/[ \t]*(?:\S+[ \t]*){1,4}\n?|\n/g) ?? []) {
      text += piece;
      yield { type: 'token', text: piece };
    }
  }
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        thread_id: thread.id,
        role: 'assistant',
        content: text.trim(),
        retrieval_contents: cited as never,
        data: { mode },
      })
      .returning();
    await tx
      .update(threads)
      .set({ message_count: sql`${threads.message_count} + 1`, last_message_at: new Date() })
      .where(eq(threads.id, thread.id));
    return row!;
  });
  yield { type: 'done', message: toWireMessage(saved) };
}
