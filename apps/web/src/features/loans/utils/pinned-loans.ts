// Spec 000 §2 / §9: at most 5 pinned loans, kept in local storage under 'checked-loans';
// pinning a sixth drops the oldest.
import {
  MAX_PINNED_LOANS as MAX_PINNED,
  PINNED_LOANS_STORAGE_KEY as PINNED_STORAGE_KEY,
} from '@lending/domain';

/** Pins or unpins `id`; the list is oldest first. */
export const togglePinned = (pinned: readonly string[], id: string): string[] => {
  if (pinned.includes(id)) return pinned.filter((item) => item !== id);
  const next = [...pinned, id];
  return next.length > MAX_PINNED ? next.slice(next.length - MAX_PINNED) : next;
};

export const readPinned = (): string[] => {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(PINNED_STORAGE_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(-MAX_PINNED)
      : [];
  } catch {
    return [];
  }
};

export const writePinned = (pinned: readonly string[]): void =>
  window.localStorage.setItem(PINNED_STORAGE_KEY, JSON.stringify(pinned));

/** Pinned rows first (in pin order), then the rest in their current (sorted) order. */
export const pinnedFirst = <T>(
  rows: readonly T[],
  idOf: (row: T) => string,
  pinned: readonly string[],
): T[] => {
  if (pinned.length === 0) return [...rows];
  const order = new Map(pinned.map((id, index) => [id, index]));
  const top = rows.filter((row) => order.has(idOf(row)));
  top.sort((a, b) => (order.get(idOf(a)) ?? 0) - (order.get(idOf(b)) ?? 0));
  return [...top, ...rows.filter((row) => !order.has(idOf(row)))];
};
