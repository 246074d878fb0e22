// The topic table (issue 23 item 4): per topic the words that point to it, each weighed — 3 names
// the topic outright ("net worth", "UPB"), 2 is a clear sign of it ("fico", "doors", "delinquent"),
// 1 a word several topics share ("balance", "value", "amount") — and the words that rule it out
// (negative). A boost ("who", "when", the month a bank question names) counts only for a topic
// another cue already points to. Cues are read on the normalized question (intents-text.ts):
// singular words, contractions spelled out, so "What's the NW on these units?" reads "nw", "unit".

/** What a question asks for (intents.ts reads it). */
export type Intent =
  | {
      type: 'fact';
      key: string;
      month: string | null;
      ratio: boolean;
      /** The newest or oldest period when several are on file and no month is named ("latest"). */
      period?: 'latest' | 'earliest';
      /** The document or record the question names ("per the PFS"): its figures first. */
      source?: string;
      /** A yes/no question on a state ("is the loan current?"), as asked: its verdict first. */
      yesNo?: string;
    }
  | { type: 'derived'; key: 'ltv' | 'ltc' | 'dscr' }
  | { type: 'findings' }
  | { type: 'summary'; target: string }
  /** The loan's policy checks: one metric's (field), or every one; `failing` asks for the failures only. */
  | { type: 'policy'; field: string | null; failing: boolean }
  /**
   * The question points to more than one topic about equally: never one figure as its answer, but
   * each candidate (named) as the file states it.
   */
  | { type: 'unsure'; candidates: Named[] }
  /** Two or more figures asked at once ("rate and term?"): each answered, in the order asked. */
  | { type: 'parts'; parts: Named[] }
  /** Is one figure above or below another, or a threshold ("is the LTV below 75%?")? */
  | { type: 'compare'; left: Named; right: Named | { value: number; shown: string }; op: CompareOp };

export type Named = { intent: Intent; name: string };
export type CompareOp = 'above' | 'below' | 'at least' | 'at most' | 'versus';

export type Cue = { pattern: RegExp; weight: number; boost?: boolean };
export type Topic = { intent: Intent; name: string; cues: Cue[] };

export const cues = (weight: number, ...patterns: RegExp[]): Cue[] =>
  patterns.map((pattern) => ({ pattern, weight }));
export const boost = (...patterns: RegExp[]): Cue[] =>
  patterns.map((pattern) => ({ pattern, weight: 1, boost: true }));
export const fact = (key: string): Intent => ({ type: 'fact', key, month: null, ratio: false });

export const WHO = /\bwho\b|\bwhich (person|people|individual)/;
export const WHEN = /\bwhen\b|\bwhat (date|day)\b/;
export const HOW_MANY = /\bhow many\b|\bnumber of\b|\bcount\b/;
export const PERSON = /\b(borrower|sponsor|guarantor|client|principal|he|she|they)\b/;
/** A month by name or its three letters ("may" only beside a statement word or a preposition). */
export const MONTH =
  /\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b|\b(of|in|for|the|end|since|through) may\b|\bmay (statement|bank|balance|month|ending)\b|\bmay\b(?! (i|we|you|it|be)\b).*\b(statement|bank|balance|account|checking)\b|(^|\s)(0?[1-9]|1[0-2])\/(\d{1,2}|\d{4})\b/;
/** A month's name or three letters, "may" too: only inside a pattern that already reads as a date. */
export const MONTH_NAME =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/;
export const BANK_CONTEXT = /\b(bank|account|statement|checking|saving|deposit|operating account)\b/;
export const LOAN_WORD = /\b(loan|note|deal|credit|mortgage)\b/;
