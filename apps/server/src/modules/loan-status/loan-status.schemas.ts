// The funded date of set/funded (001 §5). The paid-off payload is the domain's paidOffSchema
// (contract/loan-records.ts: score 1..100, paid date required, late-day buckets reset when there
// was no late payment).
import { isoDateToEpoch, messages } from '@lending/domain';
import { epochSeconds } from '../../lib/epoch-seconds';

export const INVALID_DATE = messages.invalidDateField;

/**
 * The {date} of set/funded: epoch seconds or YYYY-MM-DD, a real calendar date between 1900 and
 * 2100 ('2026-02-30' is not a date); null otherwise.
 */
export const parseFundedDate = (raw: string): number | null => {
  const value = /^-?\d{1,11}$/.test(raw) ? Number(raw) : isoDateToEpoch(raw);
  return value !== null && epochSeconds.safeParse(value).success ? value : null;
};
