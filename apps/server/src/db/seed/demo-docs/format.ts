// How the demo's third-party documents print figures and dates (banks, title companies and
// appraisers each have their own habits; these are the common US ones).
import { MONTH_NAMES } from '@lending/domain';
const DAY = 86_400;

export const usd = (n: number, cents = true) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
export const plain = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const count = (n: number) => n.toLocaleString('en-US');
export const cents = (n: number) => Math.round(n * 100) / 100;

const utc = (epoch: number) => new Date(epoch * 1000);
const pad = (n: number) => String(n).padStart(2, '0');

/** 03/31/2026 */
export const mdy = (epoch: number) => {
  const d = utc(epoch);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};
const MONTHS = MONTH_NAMES;
/** March 31, 2026 */
export const longDate = (epoch: number) => {
  const d = utc(epoch);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};
/** March 2026 */
export const monthYear = (epoch: number) => {
  const d = utc(epoch);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** The first and last day (00:00 UTC) of the month `back` months before the one holding `epoch`. */
export const monthBounds = (epoch: number, back: number): { start: number; end: number } => {
  const d = utc(epoch);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1) / 1000;
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back + 1, 1) / 1000 - DAY;
  return { start, end };
};

export const days = (n: number) => n * DAY;
