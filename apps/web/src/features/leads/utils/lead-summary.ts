import { formatCalendarDay, formatCurrency } from '@lending/domain';

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
  // A submitted day as every date on screen (mm/dd/yyyy), read in UTC as it was stored.
  if (typeof value === 'number' && DATE_KEYS.test(key)) return formatCalendarDay(value);
  if (typeof value === 'number' && MONEY_KEYS.test(key)) return formatCurrency(value);
  return String(value);
};
