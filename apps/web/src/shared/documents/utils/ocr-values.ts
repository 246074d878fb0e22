// 001 §2/§4 OCR Analysis Response: the analysis keys a process holds (data_to_display minus the
// bookkeeping keys), shown as capitalised words without underscores, sorted; an edit session
// where Save is enabled only when a value differs from the original. Values are printed by the
// domain's one formatter, as the data points panel prints them (issue 23: one format).
import { formatDataPointValue } from '@lending/domain';

const HIDDEN_KEYS = new Set(['reason', 'custom', 'data_from_user']);

/** `corrected`: staff set the value (through either panel: one store, issue 23). */
export type OcrEntry = { key: string; label: string; value: unknown; corrected: boolean };

const keyLabel = (key: string): string =>
  key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** An analysis value may be stored bare or as { value } (001 §3 "analysis keys each with a value"). */
const plainValue = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) && 'value' in value
    ? (value as { value: unknown }).value
    : value;

const isCorrection = (value: unknown): boolean =>
  !!value && typeof value === 'object' && (value as { source?: unknown }).source === 'staff';

export const ocrEntries = (data: Record<string, unknown> | null | undefined): OcrEntry[] =>
  Object.entries(data ?? {})
    .filter(([key]) => !HIDDEN_KEYS.has(key))
    .map(([key, value]) => ({
      key,
      label: keyLabel(key),
      value: plainValue(value),
      corrected: isCorrection(value),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));

export const displayValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A value as the panel shows it: by its field's format ("$35,600.10", "1968"). */
export const shownValue = (entry: OcrEntry): string => formatDataPointValue(entry.key, entry.value);

/** The edited text back to the value's own type (a number stays a number; lists split on commas). */
const parseEdit = (original: unknown, text: string): unknown => {
  if (typeof original === 'number') {
    const parsed = Number(text.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : 0;
  }
  if (typeof original === 'boolean') return text.trim().toLowerCase() === 'true';
  if (Array.isArray(original))
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (original && typeof original === 'object') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return original; // invalid JSON is ignored (001 §2)
    }
  }
  return text;
};

/** The edits that really change something: Save is enabled only when this is not empty. */
export const changedValues = (
  entries: readonly OcrEntry[],
  edits: Record<string, string>,
): Record<string, unknown> => {
  const changed: Record<string, unknown> = {};
  for (const entry of entries) {
    const text = edits[entry.key];
    if (text === undefined) continue;
    const next = parseEdit(entry.value, text);
    if (JSON.stringify(next) !== JSON.stringify(entry.value)) changed[entry.key] = next;
  }
  return changed;
};
