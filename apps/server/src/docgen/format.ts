// Printing a value in a generated document: money, percent and dates as the app shows them.
import type { FieldFormat } from './fields.js';

const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatDocumentValue = (value: unknown, format: FieldFormat): string => {
  if (isMissing(value)) return 'N/A';
  if (format === 'text') return String(value);
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  switch (format) {
    case 'money':
      return money.format(number);
    case 'percent':
      // Rates are fractions on the wire (contract: 0.105 is 10.5%).
      return `${plain.format(number * 100)}%`;
    case 'months':
      return `${plain.format(number)} ${number === 1 ? 'month' : 'months'}`;
    case 'days':
      return `${plain.format(number)} ${number === 1 ? 'day' : 'days'}`;
    case 'date': {
      const date = new Date(number * 1000);
      if (Number.isNaN(date.getTime())) return 'Invalid date';
      const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
      const dd = String(date.getUTCDate()).padStart(2, '0');
      return `${mm}/${dd}/${date.getUTCFullYear()}`;
    }
    default:
      return plain.format(number);
  }
};
