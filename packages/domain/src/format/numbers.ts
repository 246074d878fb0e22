import { messages } from '../messages/messages';

const isMissing = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

const toNumber = (value: number | string | null | undefined): number | null => {
  if (isMissing(value)) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
};

// One Intl.NumberFormat per option set: `toLocaleString` with options builds a new formatter on
// every call, which showed as 86 ms of a phone loan page's first render (stop 25, helper L).
const formats = new Map<string, Intl.NumberFormat>();
export const numberFormat = (minDecimals: number, maxDecimals: number): Intl.NumberFormat => {
  const key = `${minDecimals}/${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format;
};

/** Thousands separators, up to two decimals (000 §9). Missing -> 'N/A'. */
export const formatNumber = (value: number | string | null | undefined, maxDecimals = 2): string => {
  const number = toNumber(value);
  if (number === null) return messages.notAvailable;
  return numberFormat(0, maxDecimals).format(number);
};

/** US dollars with $ and thousands separators (002 §3): 1234567.5 -> '$1,234,567.5'. */
export const formatMoney = (value: number | string | null | undefined): string => {
  const number = toNumber(value);
  if (number === null) return messages.notAvailable;
  const body = numberFormat(0, 2).format(Math.abs(number));
  return number < 0 ? `-$${body}` : `$${body}`;
};

const SUFFIXES = ['', 'K', 'M', 'B', 'T', 'P', 'E'] as const;

/** 000 §9: K, M, B, T, P, E to two decimals: 1500 -> '1.50K', 2_000_000 -> '2.00M'. */
export const abbreviateNumber = (value: number | string | null | undefined): string => {
  const number = toNumber(value);
  if (number === null) return messages.notAvailable;
  const sign = number < 0 ? '-' : '';
  let scaled = Math.abs(number);
  let tier = 0;
  while (scaled >= 1000 && tier < SUFFIXES.length - 1) {
    scaled /= 1000;
    tier += 1;
  }
  // 999_995 rounds to 1000.00K: move it up a tier.
  if (tier > 0 && tier < SUFFIXES.length - 1 && Number(scaled.toFixed(2)) >= 1000) {
    scaled /= 1000;
    tier += 1;
  }
  if (tier === 0) return `${sign}${Number(scaled.toFixed(2))}`;
  return `${sign}${scaled.toFixed(2)}${SUFFIXES[tier]}`;
};

export const abbreviateMoney = (value: number | string | null | undefined): string => {
  const text = abbreviateNumber(value);
  if (text === messages.notAvailable) return text;
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** 000 §3: interest_rate is a fraction; a value below 1 is shown x100 as a percentage. */
export const interestRatePercent = (rate: number | string | null | undefined): number | null => {
  const number = toNumber(rate);
  if (number === null) return null;
  return round2(Math.abs(number) < 1 ? number * 100 : number);
};

export const formatInterestRate = (rate: number | string | null | undefined): string => {
  const percent = interestRatePercent(rate);
  return percent === null ? messages.notAvailable : `${percent}%`;
};

/** 002 §3: percent fields are stored as fractions and shown x100. */
export const fractionToPercent = (fraction: number | string | null | undefined): number | null => {
  const number = toNumber(fraction);
  return number === null ? null : round2(number * 100);
};
export const percentToFraction = (percent: number | string | null | undefined): number | null => {
  const number = toNumber(percent);
  return number === null ? null : Math.round(number * 1e6) / 1e8;
};
export const formatPercentField = (fraction: number | string | null | undefined): string => {
  const percent = fractionToPercent(fraction);
  return percent === null ? messages.notAvailable : `${percent}%`;
};

/** Median of a list (dashboard charts, 000 §2); 0 for an empty list. */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** A value's distance from its requirement, signed to one decimal: '+12.5%', '-3.0%', '0.0%'. */
export const formatPercentChange = (diff: number): string => `${diff > 0 ? '+' : ''}${diff.toFixed(1)}%`;
