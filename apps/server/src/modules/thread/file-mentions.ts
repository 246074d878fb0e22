// Does the loan's file name what a question asks about (issue 23 item 4)? For a question no topic
// places ("who's the title company", "HOA dues?"): the facts whose label names it (a data point
// "Title company", a report's "Annual taxes") and whether any page or document name of the loan
// names it. When nothing does, the honest answer is "not in the file"; when something does, it is
// shown and quoted, never hidden behind "not in the file".
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LoanFact } from '../documents-intelligence/index';
import { normalizeQuestion } from './intents-text';

/** Whether a text names one of the words (as the topic table reads words: singular, lower case). */
export const namesAny = (text: string, words: string[]): boolean => {
  const wanted = new Set(words);
  return (normalizeQuestion(text).match(/[a-z][a-z0-9-]*[a-z0-9]/g) ?? []).some((w) => wanted.has(w));
};

/** Facts matched by their value too: a name (the borrower's, a member's, the entity's) or the address. */
const NAMED_BY_VALUE = new Set(['borrower_name', 'members', 'entity_name', 'property_address']);

/** Words that name a kind of thing, not which one ("exit fee", "title company"): a fact naming only
 * one of them ("Late fee") is not what a question naming its qualifier too asks about. */
const HEADS = new Set([
  'fee',
  'charge',
  'cost',
  'company',
  'amount',
  'date',
  'rate',
  'payment',
  'premium',
  'term',
]);

/** The file's facts whose label or key names one of the words (not the policy checks nor findings). */
export const factsNaming = (facts: LoanFact[], words: string[]): LoanFact[] => {
  const qualified = words.some((w) => !HEADS.has(w)) && words.some((w) => HEADS.has(w));
  const wanted = qualified ? words.filter((w) => !HEADS.has(w)) : words;
  return facts.filter((f) => {
    if (f.key.startsWith('policy:') || f.key === 'finding') return false;
    const value = NAMED_BY_VALUE.has(f.key) ? ` ${String(f.value)}` : '';
    // A label's parenthesis is a detail ("Late fees outstanding (0 assessed to date)"), not its name.
    const label = f.label.replace(/\s*\([^)]*\)/g, '');
    return namesAny(`${label} ${f.key.replace(/^report_item:/, '').replace(/_/g, ' ')}${value}`, wanted);
  });
};

/** A full-text query for any of the words ("w-2" as a phrase). */
const anyOf = (words: string[]) =>
  words
    .map((w) => w.replace(/[^a-z0-9]+/g, ' ').trim())
    .filter(Boolean)
    .map((w) => (w.includes(' ') ? `"${w}"` : w))
    .join(' or ');

/** Whether any page or document name of the loans names one of the words. */
export const pagesName = async (db: Db, loanIds: string[], words: string[]): Promise<boolean> => {
  const query = anyOf(words);
  if (!query || loanIds.length === 0) return false;
  const loans = sql.join(
    loanIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await db.execute(sql`
    WITH q AS (SELECT websearch_to_tsquery('english', ${query}) AS query)
    SELECT 1 FROM document_pages p, q
    WHERE p.loan_id IN (${loans}) AND p.tsv @@ q.query
    UNION ALL
    SELECT 1 FROM documents d, q
    WHERE d.loan_id IN (${loans}) AND d.status = 'completed'
      AND to_tsvector('english', coalesce(d.document_name, '') || ' ' || d.file_name) @@ q.query
    LIMIT 1`);
  return found.rows.length > 0;
};
