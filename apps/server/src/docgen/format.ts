// Printing a value in a generated document with the app's own formatters (@lending/domain):
// money with $ and separators, rates (fractions) as percent, US dates, 'N/A' when missing.
import { formatMoney, formatNumber, formatPercentField, formatUsDate, messages } from '@lending/domain';
import type { FieldFormat } from './fields.js';

const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';

export const formatDocumentValue = (value: unknown, format: FieldFormat): string => {
  if (isMissing(value)) return messages.notAvailable;
  if (format === 'text') return String(value);
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  switch (format) {
    case 'money':
      return formatMoney(number);
    case 'percent':
      return formatPercentField(number);
    case 'months':
      return `${formatNumber(number)} ${number === 1 ? 'month' : 'months'}`;
    case 'days':
      return `${formatNumber(number)} ${number === 1 ? 'day' : 'days'}`;
    case 'date':
      return formatUsDate(number);
    default:
      return formatNumber(number);
  }
};
