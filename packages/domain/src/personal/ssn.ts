import { SSN_MAX_DIGITS } from '../constants/constants';

// 002 §5: nine digits; no 000, 666 or 9xx area; no 00 group; no 0000 serial. Dashes are allowed
// in the input ('123-45-6789') and removed.
export const ssnDigits = (value: string): string => value.replace(/[\s-]/g, '');

export const isValidSsn = (value: string | null | undefined): boolean => {
  if (typeof value !== 'string') return false;
  const digits = ssnDigits(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
};

/** Input sanitiser: digits only, at most 9. */
export const sanitizeSsnInput = (text: string): string => text.replace(/\D/g, '').slice(0, SSN_MAX_DIGITS);
