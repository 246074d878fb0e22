import { formatCount } from '@lending/domain';

// Keyboard and paste rules of the pre-qualification form (002 §5): money fields take digits
// and commas only and are stored without commas; the phone blocks e, E, + and -.
export const BLOCKED_PHONE_KEYS = ['e', 'E', '+', '-'];

/** Digits of a money field as typed ("1,250,000" -> 1250000); empty -> null. */
export const parseMoney = (input: string): number | null => {
  const digits = input.replace(/[^\d]/g, '');
  return digits === '' ? null : Number(digits);
};

/** True when the typed text only holds digits and commas (anything else is refused). */
export const isMoneyText = (input: string): boolean => /^[\d,]*$/.test(input);

/** A stored money value shown with thousands separators; blank for null/undefined. */
export const formatMoney = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value) ? '' : formatCount(value);

/** Only the digits of a phone, at most `max` of them. */
export const phoneDigits = (input: string, max = 10): string => input.replace(/\D/g, '').slice(0, max);

export const epochToDateString = (epoch: number | null | undefined): string | null => {
  if (epoch === null || epoch === undefined || Number.isNaN(epoch)) return null;
  return new Date(epoch * 1000).toISOString().slice(0, 10);
};

/** 'YYYY-MM-DD' -> epoch seconds at UTC midnight (dates are calendar days, not instants). */
export const dateStringToEpoch = (value: string | null): number | null => {
  if (!value) return null;
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
};
