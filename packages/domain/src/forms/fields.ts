import { z } from 'zod';
import { AMOUNT_LIMIT } from '../constants/constants';
import { messages } from '../messages/messages';

// Field builders shared by the server and the React forms: they accept what a form holds (strings
// with commas, '' for empty) and what the wire carries (numbers), and give the spec's messages.

/** 002 §5: money fields accept digits and commas only. */
export const sanitizeMoneyInput = (text: string): string => text.replace(/[^\d,]/g, '');
/** 002 §5 request details: amounts with commas (and one decimal point for cents). */
export const sanitizeAmountInput = (text: string): string => {
  const cleaned = text.replace(/[^\d,.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').replace(/,/g, '').slice(0, 2)}` : whole;
};
/** 002 §5: duration digits only. */
export const sanitizeDigits = (text: string): string => text.replace(/\D/g, '');
/** 002 §5: rate digits and a single dot. */
export const sanitizeRateInput = (text: string): string => {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
};
/** Money text to a number without commas; null when blank or not a number. */
export const parseMoney = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.replace(/,/g, '').trim());
  return Number.isFinite(number) ? number : null;
};
/** Thousands separators for a money input as the user types (no $). */
export const formatMoneyInput = (value: number | string | null | undefined): string => {
  const number = parseMoney(value);
  return number === null ? '' : number.toLocaleString('en-US', { maximumFractionDigits: 2 });
};

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** '' / null -> undefined; '1,234' -> 1234; other strings -> NaN (so they fail as invalid). */
const toNumberInput =
  (pattern: RegExp) =>
  (value: unknown): unknown => {
    const blank = blankToUndefined(value);
    if (typeof blank !== 'string') return blank;
    const text = blank.trim();
    return pattern.test(text) ? Number(text.replace(/,/g, '')) : Number.NaN;
  };

const MONEY_PATTERN = /^\d[\d,]*(\.\d{0,2})?$/;
const DECIMAL_PATTERN = /^-?\d*\.?\d+$|^-?\d+\.$/;

type NumberOpts = { required: string; invalid?: string };
const numberFor = ({ required, invalid = messages.invalidValue }: NumberOpts) =>
  z.number({ error: (issue) => (issue.input === undefined ? required : invalid) });

/** A required money amount within the $15,000,000 limit ('* Limit $15,000,000'). */
export const moneyField = (opts: { required?: string; limit?: number; limitMessage?: string } = {}) =>
  z.preprocess(
    toNumberInput(MONEY_PATTERN),
    numberFor({ required: opts.required ?? messages.required })
      .min(0, messages.invalidValue)
      .max(opts.limit ?? AMOUNT_LIMIT, opts.limitMessage ?? messages.amountLimit),
  );

/** An optional money amount: blank -> undefined. */
export const optionalMoneyField = (opts: { limit?: number; limitMessage?: string } = {}) =>
  z.preprocess(
    toNumberInput(MONEY_PATTERN),
    numberFor({ required: messages.required })
      .min(0, messages.invalidValue)
      .max(opts.limit ?? AMOUNT_LIMIT, opts.limitMessage ?? messages.amountLimit)
      .optional(),
  );

/** A number field (form text or wire number). */
export const numberField = (opts: { required?: string; invalid?: string } = {}) =>
  z.preprocess(
    toNumberInput(DECIMAL_PATTERN),
    numberFor({ required: opts.required ?? messages.required, invalid: opts.invalid }),
  );

export const optionalNumberField = (opts: { invalid?: string } = {}) =>
  z.preprocess(
    toNumberInput(DECIMAL_PATTERN),
    numberFor({ required: messages.required, invalid: opts.invalid }).optional(),
  );

/** Text that must not be blank after trimming. */
export const requiredText = (message: string = messages.required, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max);

export const optionalText = (max = 500) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** Epoch seconds that must be present and a real date (accepts Date, ISO text or epoch seconds). */
export const epochField = (opts: { required?: string; invalid?: string; minYear?: number } = {}) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      if (blank instanceof Date)
        return Number.isNaN(blank.getTime()) ? Number.NaN : Math.floor(blank.getTime() / 1000);
      if (typeof blank === 'string') {
        if (/^-?\d+$/.test(blank.trim())) return Number(blank);
        const ms = Date.parse(blank);
        return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / 1000);
      }
      return blank;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? (opts.required ?? messages.required)
            : (opts.invalid ?? messages.invalidDateField),
      })
      .int(opts.invalid ?? messages.invalidDateField)
      .refine(
        (epoch) => opts.minYear === undefined || new Date(epoch * 1000).getUTCFullYear() >= opts.minYear,
        opts.invalid ?? messages.invalidDateField,
      ),
  );

/** Keeps only the fields whose value differs from the original (002 §5 Update button, save-when-changed). */
export const changedFields = <T extends Record<string, unknown>>(
  original: Partial<T>,
  edited: Partial<T>,
): Partial<T> => {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (!isSameValue(original[key], edited[key])) changes[key] = edited[key];
  }
  return changes;
};

const isSameValue = (a: unknown, b: unknown): boolean => {
  const norm = (v: unknown) => (v === '' || v === undefined ? null : v);
  const [x, y] = [norm(a), norm(b)];
  if (typeof x === 'number' || typeof y === 'number') {
    const [nx, ny] = [parseMoney(x), parseMoney(y)];
    if (nx !== null && ny !== null) return nx === ny;
  }
  return JSON.stringify(x) === JSON.stringify(y);
};

/** Save-only-when-changed with empty values ignored (002 §5 custom documents). */
export const changedNonEmptyFields = <T extends Record<string, unknown>>(
  original: Partial<T>,
  edited: Partial<T>,
): Partial<T> =>
  Object.fromEntries(
    Object.entries(changedFields(original, edited)).filter(
      ([, v]) => v !== '' && v !== null && v !== undefined,
    ),
  ) as Partial<T>;
