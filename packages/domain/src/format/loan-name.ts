import { LOAN_NAME_MAX_CHARS } from '../constants/constants';

// 000 §5: loan names are displayed with their five-digit code removed; over 30 characters they are
// cut with an ellipsis. The code normally leads ("10042 - 118 Maple Ave"); otherwise the first
// standalone five-digit group goes.
const LEADING_CODE = /^\s*\d{5}(?!\d)/;
const ANY_CODE = /(^|[^\d])\d{5}(?!\d)/;
const EDGE_SEPARATORS = /^[\s\-–—:|,#.]+|[\s\-–—:|,#]+$/g;

/** The name without its code, separators trimmed, not truncated (use for search and titles). */
export const cleanLoanName = (name: string | null | undefined): string => {
  if (!name) return '';
  const withoutCode = LEADING_CODE.test(name) ? name.replace(LEADING_CODE, '') : name.replace(ANY_CODE, '$1');
  return withoutCode.replace(EDGE_SEPARATORS, '').replace(/\s{2,}/g, ' ');
};

export const truncateText = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max).replace(/[\s,\-–—:|]+$/, '')}...` : text;

export const displayLoanName = (
  name: string | null | undefined,
  maxLength: number = LOAN_NAME_MAX_CHARS,
): string => truncateText(cleanLoanName(name), maxLength);

/** The five-digit code of a loan name, when it has one. */
export const loanCodeOf = (name: string | null | undefined): string | null =>
  name?.match(/(?:^|[^\d])(\d{5})(?!\d)/)?.[1] ?? null;
