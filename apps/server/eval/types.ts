// Shared shape of the evaluation report (`npm run eval`, issue 23): each section (document extraction,
// the assistant's question bank) scores itself per document class and per mode and returns rows.

/** offline: the built-in extractor / assistant; llm: a configured language model (LLM_MODEL). */
export type EvalMode = 'offline' | 'llm';

/** held-out items are only scored, never used to tune; tune-2: a former held-out split whose failures were read;
 * held-out-2: extraction family 6, written blind by another engineer than the extractor's; for the
 *   assistant, the blind phrasings written in stop 26 (question-bank-blind.ts);
 * held-out-3: extraction family 7, written before the fourth round read or changed the extractor;
 *   for the assistant, the second blind phrasings (question-bank-blind-2.ts, never listed);
 * held-out-4: extraction family 8, written blind while the extractor was tuned on families 1-7;
 *   for the assistant, the third blind phrasings (question-bank-blind-3.ts, never listed);
 * held-out-5: extraction family 9, written blind while family 8 was read for tuning (read in stop 26);
 * held-out-6: extraction family 10, written blind while family 9 was read for tuning;
 * held-out-7: extraction family 11, written blind while family 10 was read for tuning;
 * held-out-8: extraction family 12, written blind while family 11 was read for tuning (read in stop 29);
 * held-out-9: extraction family 13, written blind while family 12 was read for tuning (read in stop 30);
 * held-out-10: extraction family 14, written blind while family 13 was read for tuning;
 * reworded: every text-PDF family but the blind one drawn again with its labels reworded by a table
 *   written blind (reworded.ts), to measure how much reading depends on label wording (read in stop 30);
 * reworded-2: every family 1-13 drawn again (copy 6) with its labels reworded by a second table written
 *   blind in stop 30 (reworded2.ts), the label-wording figure to quote once the first is read. */
export type EvalSplit =
  | 'tune'
  | 'tune-2'
  | 'held-out'
  | 'held-out-2'
  | 'held-out-3'
  | 'held-out-4'
  | 'held-out-5'
  | 'held-out-6'
  | 'held-out-7'
  | 'held-out-8'
  | 'held-out-9'
  | 'held-out-10'
  | 'reworded'
  | 'reworded-2';

export type EvalRow = {
  section: 'extraction' | 'assistant';
  /** document class (bank_statement, operating_agreement...) or question topic (net_worth, dscr...) */
  group: string;
  /** layout family or generator: text-pdf, scan, photo... ('all' when not split) */
  layout: string;
  mode: EvalMode;
  split: EvalSplit;
  /** number of items (fields for extraction, questions for the assistant) */
  n: number;
  /** extraction: values stated that are exactly right / values stated */
  precision?: number;
  /** extraction: values exactly right / values expected */
  recall?: number;
  /** assistant: answers exactly right / questions */
  accuracy?: number;
  /** a value or figure stated as fact that is wrong (the worst outcome: must be 0) */
  confidentWrong: number;
  /** assistant: answers that name candidate topics and state none as the answer (neither right nor wrong) */
  unsure?: number;
};

export type EvalFailure = { section: EvalRow['section']; item: string; expected: string; got: string };

export type EvalSectionResult = { rows: EvalRow[]; failures: EvalFailure[] };
