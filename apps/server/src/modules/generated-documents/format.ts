// Printing a value in a generated document with the app's one formatting module (@lending/domain,
// issue 23 item 6): money with $ and separators, rates (fractions) as percent, US dates, whole
// numbers of months and days, 'N/A' when missing.
import { formatAs, messages } from '@lending/domain';
import type { FieldFormat } from './fields';

const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';

export const formatDocumentValue = (value: unknown, format: FieldFormat): string => {
  if (isMissing(value)) return messages.notAvailable;
  if (format === 'text') return String(value);
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  switch (format) {
    case 'money':
      return formatAs('money', number);
    case 'percent':
      return formatAs('fraction', number);
    case 'months':
      return `${formatAs('number', number)} ${number === 1 ? 'month' : 'months'}`;
    case 'days':
      return `${formatAs('number', number)} ${number === 1 ? 'day' : 'days'}`;
    case 'date':
      return formatAs('date', number);
    default:
      return formatAs('number', number);
  }
};
