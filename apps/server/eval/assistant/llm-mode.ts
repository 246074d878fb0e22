// The question bank in language-model mode (issue 23: "a language-model mode is scored on the same
// set when configured"): the model gets what the thread query gives it — the loan's facts with
// their sources, the grounded draft and the passages — and its free-text answer is scored: right
// when it states every expected figure and names the expected source; a wrong figure when it
// states a number that is neither expected nor anywhere in the facts and passages it was given.
import type { Db } from '../../src/db/client';
import type { LanguageModel } from '../../src/integrations/llm/llm';
import { modelAnswer } from '../../src/modules/thread/answer';
import { answerFromFile, factLines, loadGround } from '../../src/modules/thread/grounding';
import { retrievePassages } from '../../src/modules/thread/retrieval';
import type { BankQuestion } from './question-bank';
import { mentions } from './stated-days';
import { dayOfText } from '@lending/domain';

/** Numbers a text states, ignoring citation marks ([1]) and plain small counts (pages, days). */
const numbers = (text: string): number[] =>
  [...text.replace(/\[\d{1,2}\]/g, '').matchAll(/-?\d[\d,]*(?:\.\d+)?/g)]
    .map((m) => Number(m[0].replace(/,/g, '')))
    .filter((n) => Number.isFinite(n) && Math.abs(n) > 31);

const near = (list: number[], n: number) =>
  list.some((x) => Math.abs(x - n) <= Math.max(0.005, Math.abs(x) * 1e-6));

export const modelReply = async (db: Db, llm: LanguageModel, q: { loanId: string; question: string }) => {
  const ground = await loadGround(db, q.loanId);
  const fromFile = answerFromFile(q.question, ground);
  const passages = await retrievePassages(db, { loanIds: [q.loanId], question: q.question, limit: 5 });
  const sources = [...(fromFile?.citations ?? []), ...passages];
  const facts = factLines(ground.facts);
  let text = '';
  for await (const piece of modelAnswer(llm, {
    question: q.question,
    history: [],
    facts,
    draft: fromFile?.text ?? null,
    passages: sources,
  }))
    text += piece;
  const given = numbers([...facts, fromFile?.text ?? '', ...sources.map((s) => s.text)].join('\n'));
  return { text, given };
};

export const scoreModelAnswer = (expected: BankQuestion['expected'], text: string, given: number[]) => {
  const stated = numbers(text);
  if (expected.kind === 'absent') {
    const right = /not in the file|does not (say|state)|no (source|record)/i.test(text);
    return { right, wrongFigure: stated.some((n) => !near(given, n)) };
  }
  const allowed = [...expected.must.flatMap(numbers), ...given];
  const wrongFigure = stated.some((n) => !near(allowed, n));
  const right =
    expected.must.every((m) =>
      dayOfText(m)
        ? mentions(text, m)
        : numbers(m).length
          ? numbers(m).every((n) => near(stated, n))
          : text.includes(m),
    ) &&
    expected.cite.every((c) => text.toLowerCase().includes(c.toLowerCase())) &&
    !wrongFigure;
  return { right, wrongFigure };
};
