import { listItemType } from '../catalogue/data-points';
import type { DataPointValueType } from '../catalogue/catalogue';

// Issue 9: each template prompt {name, question} is a data point typed by 001 §3's value types.
// A value that does not fit its type is stored as 'N/A' with the reason, never as garbage.
export const NOT_AVAILABLE = 'N/A';

export type Coerced = { ok: true; value: unknown } | { ok: false; reason: string };

const NUMBER_TEXT = /^\s*\(?-?\$?\s*-?[\d,]*\.?\d+\)?\s*%?\s*$/;

/** '$1,234.50' -> 1234.5, '(12.00)' -> -12; null when the text is not a plain number. */
export const parseNumberText = (input: string): number | null => {
  if (!NUMBER_TEXT.test(input)) return null;
  const negative = /^\s*\(.*\)\s*$/.test(input) || input.includes('-');
  const n = Number.parseFloat(input.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(n)) return null;
  return negative ? -n : n;
};

const coerceScalar = (type: DataPointValueType, raw: unknown): Coerced => {
  if (raw === null || raw === undefined || raw === '' || raw === NOT_AVAILABLE)
    return { ok: false, reason: 'No value found in the document' };
  switch (type) {
    case 'INTEGER':
    case 'FLOAT': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseNumberText(raw) : null;
      if (n === null || !Number.isFinite(n))
        return { ok: false, reason: `Expected ${type === 'INTEGER' ? 'an integer' : 'a number'}` };
      if (type === 'INTEGER' && !Number.isInteger(n)) return { ok: false, reason: 'Expected an integer' };
      return { ok: true, value: n };
    }
    case 'BOOLEAN': {
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      const text = String(raw).trim().toLowerCase();
      if (['true', 'yes', 'y'].includes(text)) return { ok: true, value: true };
      if (['false', 'no', 'n'].includes(text)) return { ok: true, value: false };
      return { ok: false, reason: 'Expected yes or no' };
    }
    default:
      if (typeof raw === 'object') return { ok: false, reason: 'Expected text' };
      return { ok: true, value: String(raw).trim().slice(0, 2000) };
  }
};

/** Fits a raw answer (extractor or model) to its value type, or says why it does not fit. */
export const coerceDataPointValue = (type: DataPointValueType, raw: unknown): Coerced => {
  const item = listItemType(type);
  if (!item) return coerceScalar(type, raw);
  if (raw === null || raw === undefined || raw === NOT_AVAILABLE)
    return { ok: false, reason: 'No value found in the document' };
  if (!Array.isArray(raw)) return { ok: false, reason: `Expected a list (${type})` };
  const values: unknown[] = [];
  for (const [index, entry] of raw.entries()) {
    const one = coerceScalar(item, entry);
    if (!one.ok) return { ok: false, reason: `Item ${index + 1}: ${one.reason}` };
    values.push(one.value);
  }
  return { ok: true, value: values };
};

/** 001 §2: keys shown as capitalised words with underscores removed ('ending_balance' -> 'Ending Balance'). */
export const dataPointKeyLabel = (key: string): string =>
  key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A prompt name as a key: 'Ending Balance' -> 'ending_balance'. */
export const dataPointKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80) || 'value';

/**
 * A prompt's value type: an explicit "(TYPE)" in its name or question wins; otherwise read from
 * the question ('how many' -> INTEGER, amounts -> FLOAT, 'is/does/has' -> BOOLEAN, 'list' -> LIST).
 */
export const inferValueType = (prompt: { name: string; question: string }): DataPointValueType => {
  const explicit = /(LIST\[(?:STRING|INTEGER|FLOAT|BOOLEAN)\]|\b(?:INTEGER|STRING|FLOAT|BOOLEAN)\b)/.exec(
    `${prompt.name} ${prompt.question}`,
  );
  if (explicit) return explicit[1] as DataPointValueType;
  const q = `${prompt.name} ${prompt.question}`.toLowerCase();
  const isList = /\b(list|names of|all the|each)\b/.test(q) || /\w+s of the (members|owners)/.test(q);
  const numeric = /\b(how many|number of|count)\b/.test(q)
    ? 'INTEGER'
    : /\b(amount|balance|price|value|rent|total|income|deposit|percent|percentage|rate|sum|\$)/.test(q)
      ? 'FLOAT'
      : null;
  if (isList) return numeric ? (`LIST[${numeric}]` as DataPointValueType) : 'LIST[STRING]';
  if (numeric) return numeric;
  if (/^(is|are|does|do|has|have|was|were|can)\b/.test(prompt.question.trim().toLowerCase()))
    return 'BOOLEAN';
  return 'STRING';
};
