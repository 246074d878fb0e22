import { formatCurrency } from '@lending/domain';

/** 'estimatedClosingDate' -> 'Estimated closing date' for the detail drawer. */
export const humanizeKey = (key: string): string => {
  const spaced = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

// Wire names (002 §3): dates are epoch seconds, money is plain dollars.
const DATE_KEYS = /date$|_epoch$/i;
const MONEY_KEYS = /amount|price|value|sellout|balance|spent|income|expenses|noi|budget|cost/i;

/** One submitted value as text: dates, money and booleans the way a person reads them. */
export const formatLeadValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && DATE_KEYS.test(key))
    return new Date(value * 1000).toISOString().slice(0, 10);
  if (typeof value === 'number' && MONEY_KEYS.test(key)) return formatCurrency(value);
  return String(value);
};
