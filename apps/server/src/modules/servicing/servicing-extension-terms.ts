// A boarded loan's extension and default position (issue 19 items 4 and 7), read from its terms
// and its events: the extensions used and allowed, the default date in force, and the schedule
// it is serviced on (maturity moved by extensions, lines re-derived after funded draws).
import {
  dayNumber,
  effectiveSchedule,
  extendedTerms,
  formatDate,
  type CalendarDate,
  type LedgerEvent,
  type LedgerTerms,
} from '@lending/domain';
import type { ServicingRow } from './servicing.queries';

/** Trailing zeros off a stored numeric ("13.500000" -> "13.5"). */
export const trimRate = (text: string) => text.replace(/\.?0+$/, '');

export const servicedSchedule = (terms: LedgerTerms, events: LedgerEvent[], asOf: CalendarDate) => {
  const known = events.filter((e) => dayNumber(e.effectiveDate) <= dayNumber(asOf));
  return effectiveSchedule(extendedTerms(terms, known), known);
};

export const extensionTermsWire = (row: ServicingRow, events: LedgerEvent[]) => ({
  used: events.filter((e) => e.kind === 'extension').length,
  allowed: row.extensions_allowed,
  period_months: row.extension_period_months,
  fee_percent: trimRate(row.extension_fee_percent),
  rate: row.extension_rate === null ? null : trimRate(row.extension_rate),
});

/** The default date in force at `asOf` (the latest set not cleared after it), or null. */
export const defaultSince = (events: LedgerEvent[], asOf: CalendarDate): string | null => {
  let since: string | null = null;
  const changes = events
    .filter((e) => e.kind === 'default' && dayNumber(e.effectiveDate) <= dayNumber(asOf))
    .sort((a, b) => dayNumber(a.effectiveDate) - dayNumber(b.effectiveDate) || a.seq - b.seq);
  for (const change of changes)
    if (change.kind === 'default') since = change.active ? formatDate(change.effectiveDate) : null;
  return since;
};

/** The date the latest default began on or before `asOf`, cleared since or not; null if never. */
export const defaultStarted = (events: LedgerEvent[], asOf: CalendarDate): string | null => {
  let started: CalendarDate | null = null;
  for (const e of events)
    if (
      e.kind === 'default' &&
      e.active &&
      dayNumber(e.effectiveDate) <= dayNumber(asOf) &&
      (started === null || dayNumber(e.effectiveDate) > dayNumber(started))
    )
      started = e.effectiveDate;
  return started === null ? null : formatDate(started);
};

export const defaultWire = (row: ServicingRow, events: LedgerEvent[], asOf: CalendarDate) => {
  const since = defaultSince(events, asOf);
  return {
    in_default: since !== null,
    since,
    rate: row.default_rate === null ? null : trimRate(row.default_rate),
    started: defaultStarted(events, asOf),
  };
};
