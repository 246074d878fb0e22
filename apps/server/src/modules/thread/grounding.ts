// One question over one loan, answered from the loan's file (issue 23 item 4). Used by the thread
// query (offline, and as the facts handed to a model) and by the question bank's evaluation.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { displayFact, type RetrievalContent } from '@lending/domain';
import type { Db } from '../../db/client';
import { dataPoints, documentPages, documents } from '../../db/schema/index';
import { checkFacts, collectLoanFacts, type LoanFact } from '../documents-intelligence/index';
import { offlineAnswer, type KnownValue } from './answer';
import { NOT_IN_FILE } from './grounded-writer';
import { retrievePassages } from './retrieval';
import { groundedAnswer, type GroundedDoc } from './grounded';
import { closestTopics, subjectWords, understand, type Intent } from './intents';
import { readQuestion } from './intents-reading';
import { namedWords, searchWords } from './intents-subjects';
import { normalizeQuestion } from './intents-text';
import { SERVICING_KEYS } from './structured-servicing';
import { factsNaming, namesAny, pagesName } from './file-mentions';
import { policyFacts } from './structured-facts';
import { servicingFacts } from './structured-servicing';

type LoanGround = { facts: LoanFact[]; docs: GroundedDoc[] };

/**
 * The loan's facts (its file, its policy checks, its servicing position once boarded) and its
 * documents (with their first page, for a summary of an unread one).
 */
export const loadGround = async (db: Db, loanId: string): Promise<LoanGround> => {
  const [file, policy, servicing, rows] = await Promise.all([
    collectLoanFacts(db, loanId),
    policyFacts(db, loanId),
    servicingFacts(db, loanId),
    db
      .select({
        id: documents.id,
        name: documents.document_name,
        file: documents.file_name,
        document_class: documents.document_class,
        text: documentPages.text,
      })
      .from(documents)
      .leftJoin(documentPages, and(eq(documentPages.document_id, documents.id), eq(documentPages.page, 1)))
      .where(
        and(eq(documents.loan_id, loanId), eq(documents.status, 'completed'), ne(documents.kind, 'export')),
      ),
  ]);
  return {
    facts: checkFacts([...file, ...policy, ...servicing]),
    docs: rows.map((r) => ({
      document_id: r.id,
      name: r.name ?? r.file,
      document_class: r.document_class,
      loan_id: loanId,
      first_page: r.text?.slice(0, 2000) ?? null,
    })),
  };
};

type LoanAnswer = {
  intent: Intent | null;
  text: string;
  citations: RetrievalContent[];
  /** false: the file does not state it (the answer says so). */
  found: boolean;
};

/** The grounded answer, or null when the question is not one the offline reading understands. */
export const answerFromFile = (question: string, ground: LoanGround): LoanAnswer | null => {
  const intent = readQuestion(question);
  if (!intent) return null;
  const answer = groundedAnswer(intent, ground.facts, ground.docs);
  return { intent, text: answer.lines.join('\n'), citations: answer.citations, found: answer.found };
};

/** The facts as lines for a model: each with its source, so it can cite and never invent one. */
export const factLines = (facts: LoanFact[]): string[] =>
  facts.slice(0, 400).map((f) => {
    // A date as the product shows dates (mm/dd/yyyy), so the model repeats it so.
    const value = Array.isArray(f.value)
      ? f.value.join(', ')
      : f.kind === 'date'
        ? displayFact('date', f.value)
        : String(f.value);
    const where = [f.source_name, f.period, f.page !== null ? `page ${f.page}` : null]
      .filter(Boolean)
      .join(', ');
    // A figure the plausibility rules reject reaches the model flagged, so it is never stated as fact.
    const flag = f.implausible ? ` [implausible, not to be used: ${f.implausible}]` : '';
    return `${f.label}${f.subject ? ` (${f.subject})` : ''}: ${value} [${f.kind}]${flag} — source: ${where}`;
  });

const asKnownValue = (f: LoanFact): KnownValue => ({
  key_name: f.key,
  value: f.value,
  source: f.origin,
  document_name: f.source_name,
  page: f.page,
  label: f.label,
});

const knownValues = async (db: Db, loanIds: string[]): Promise<KnownValue[]> =>
  loanIds.length === 0
    ? []
    : db
        .select({
          key_name: dataPoints.key_name,
          value: dataPoints.value,
          source: dataPoints.source,
          document_name: documents.document_name,
          page: dataPoints.page,
        })
        .from(dataPoints)
        .innerJoin(documents, eq(documents.id, dataPoints.document_id))
        .where(and(inArray(documents.loan_id, loanIds), eq(documents.status, 'completed')));

/** A servicing figure no ledger states (the loan is not boarded): a page may state it. */
export const ledgerMissing = (answer: LoanAnswer | null): boolean =>
  answer !== null && answer.intent?.type === 'fact' && SERVICING_KEYS.has(answer.intent.key) && !answer.found;

/**
 * A servicing figure no ledger states while a page of the loans names what the question names
 * ("holdback", "maturity"): the pages answer, not "not in the file".
 */
const pagesMayState = async (
  db: Db,
  input: { loanIds: string[]; question: string },
  answer: LoanAnswer,
): Promise<boolean> =>
  ledgerMissing(answer) &&
  answer.intent?.type === 'fact' &&
  pagesName(db, input.loanIds, searchWords(wordsOf(answer.intent.key, input.question)));

/** The words of a question that alone read as the topic asked ("holdback", "maturity"). */
const wordsOf = (key: string, question: string) =>
  namedWords(normalizeQuestion(question)).filter((w) => {
    const one = understand(w);
    return one?.type === 'fact' && one.key === key;
  });

/**
 * The offline answer: from the file when the question is understood (passages not needed), else
 * the matching data points, loan fields and the passages retrieved over the thread's loans.
 */
export const offlineReply = async (
  db: Db,
  input: { loanIds: string[]; question: string; ground: LoanGround; passages: RetrievalContent[] },
): Promise<{ text: string; citations: RetrievalContent[] }> => {
  const fromFile = answerFromFile(input.question, input.ground);
  if (fromFile && !(await pagesMayState(db, input, fromFile)))
    return { text: fromFile.text, citations: fromFile.citations };
  // A servicing figure of a loan not boarded that a page names (a term sheet's holdback): the pages.
  if (fromFile && input.passages.length === 0)
    input = {
      ...input,
      passages: await retrievePassages(db, { loanIds: input.loanIds, question: input.question, limit: 5 }),
    };
  // What the question names beyond the topics: the facts labelled with it, else any page naming it.
  // A servicing figure no ledger states is looked for on the pages by its own words too ("holdback").
  const topicWords = fromFile?.intent?.type === 'fact' ? wordsOf(fromFile.intent.key, input.question) : [];
  const subjects = [...new Set([...subjectWords(input.question), ...topicWords])];
  const words = searchWords(subjects);
  const named = factsNaming(input.ground.facts, words);
  const closest = closestTopics(input.question);
  if (subjects.length > 0 && named.length === 0 && !(await pagesName(db, input.loanIds, words))) {
    const names = closest.map((n) => `the ${n}`);
    const hint = names.length
      ? ` Did you mean ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` : names[0]}? Ask for it by name.`
      : '';
    return {
      text: `${NOT_IN_FILE}: no record, report or document of this loan names ${subjects.map((w) => `"${w}"`).join(' or ')}.${hint}`,
      citations: [],
    };
  }
  // Passages that name none of the subject's words (found by its other words): the pages that do.
  let passages = input.passages;
  if (subjects.length > 0 && !passages.some((p) => namesAny(p.text, words))) {
    const naming = await retrievePassages(db, {
      loanIds: input.loanIds,
      question: words.join(' '),
      limit: 5,
    });
    if (naming.length > 0) passages = naming;
  }
  const pieces = offlineAnswer({
    question: input.question,
    passages,
    values: [
      ...named.slice(0, 4).map(asKnownValue),
      // A data point already shown as the loan's fact is not repeated.
      ...(await knownValues(db, input.loanIds)).filter(
        (v) => !named.some((f) => f.source_name === v.document_name && String(f.value) === String(v.value)),
      ),
    ],
    closest,
  });
  return { text: [...pieces].join('').trimEnd(), citations: passages };
};

/** The whole offline path for one question about one loan (the question bank runs this). */
export const answerOffline = async (
  db: Db,
  input: { loanIds: string[]; loanId: string; question: string },
) => {
  const ground = input.loanIds.includes(input.loanId)
    ? await loadGround(db, input.loanId)
    : { facts: [], docs: [] };
  // A question the file answers needs no passages, unless no ledger states it (a page may).
  const fromFile = answerFromFile(input.question, ground);
  const understood = fromFile !== null && !ledgerMissing(fromFile);
  const passages = understood
    ? []
    : await retrievePassages(db, { loanIds: input.loanIds, question: input.question, limit: 5 });
  return offlineReply(db, { loanIds: input.loanIds, question: input.question, ground, passages });
};
