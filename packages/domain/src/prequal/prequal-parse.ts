// Lenient readers for form or wire values (strings with commas, '' for empty, numbers, booleans).

export type Issue = { path: (string | number)[]; message: string };

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** undefined when blank, NaN when not digits-and-commas money (002 §5), else the number. */
export const readMoney = (value: unknown): number | undefined => {
  if (isBlank(value)) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  return /^[\d,]+(\.\d{1,2})?$/.test(text) ? Number(text.replace(/,/g, '')) : Number.NaN;
};

export const readNumber = (value: unknown): number | undefined => {
  if (isBlank(value)) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

export const readBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['yes', 'true', '1', 'on'].includes(text)) return true;
    if (['no', 'false', '0', 'off'].includes(text)) return false;
  }
  return undefined;
};

export const readText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Epoch seconds from a number, digit text, ISO text or Date; NaN when unreadable. */
export const readEpoch = (value: unknown): number | undefined => {
  if (isBlank(value)) return undefined;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? Number.NaN : Math.floor(value.getTime() / 1000);
  if (typeof value === 'number') return Number.isFinite(value) ? Math.floor(value) : Number.NaN;
  if (typeof value === 'string') {
    if (/^-?\d+$/.test(value.trim())) return Number(value.trim());
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / 1000);
  }
  return Number.NaN;
};

export const NAME_PATTERN = /^[\p{L}\s-]+$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidEmail = (value: string): boolean =>
  EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 320;
