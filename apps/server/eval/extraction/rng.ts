// Deterministic randomness for the evaluation set: the same seed always gives the same document,
// so the set is fixed without committing any binary.
import { mulberry32 } from '../../src/lib/mulberry32';
import { MONTH_NAMES } from '@lending/domain';

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  money: (min: number, max: number) => number;
};

/** mulberry32: a small, well-mixed 32-bit generator. */
export const rngOf = (seed: number): Rng => {
  const next = mulberry32(seed >>> 0 || 1);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    money: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
};

/** A string seed (class, family, copy) as a number. */
export const hashSeed = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

const FIRST = [
  'Jordan',
  'Casey',
  'Morgan',
  'Priya',
  'Daniel',
  'Elena',
  'Marcus',
  'Aisha',
  'Victor',
  'Hannah',
  'Tomas',
  'Grace',
  'Samuel',
  'Leah',
  'Omar',
  'Nina',
];
const LAST = [
  'Avery',
  'Whitfield',
  'Okafor',
  'Castillo',
  'Brennan',
  'Nakamura',
  'Delgado',
  'Harrington',
  'Kowalski',
  'Sullivan',
  'Marchetti',
  'Lindqvist',
  'Abernathy',
  'Fairbanks',
];
const STREETS = [
  'Maple Ave',
  'Lakeview Dr',
  'Cedar Ct',
  'Harbor St',
  'Willow Ln',
  'Oak Ridge Rd',
  'Pine St',
  'Mission Blvd',
  'Elm Street',
  'Sunset Ave',
  'Granite Way',
  'Bayshore Dr',
];
const CITIES: [string, string, string][] = [
  ['Austin', 'TX', 'Texas'],
  ['Denver', 'CO', 'Colorado'],
  ['Tampa', 'FL', 'Florida'],
  ['Phoenix', 'AZ', 'Arizona'],
  ['Columbus', 'OH', 'Ohio'],
  ['Raleigh', 'NC', 'North Carolina'],
  ['Nashville', 'TN', 'Tennessee'],
  ['Atlanta', 'GA', 'Georgia'],
];
export const MONTHS = MONTH_NAMES;

export const personName = (r: Rng) => `${r.pick(FIRST)} ${r.pick(LAST)}`;

export type Place = { street: string; city: string; st: string; state: string; zip: string };
export const place = (r: Rng): Place => {
  const [city, st, state] = r.pick(CITIES);
  return {
    street: `${r.int(12, 9800)} ${r.pick(STREETS)}`,
    city,
    st,
    state,
    zip: String(r.int(10000, 99999)),
  };
};
export const addressLine = (p: Place) => `${p.street}, ${p.city}, ${p.st} ${p.zip}`;

export type Day = { y: number; m: number; d: number };
export const day = (r: Rng, fromYear: number, toYear: number): Day => ({
  y: r.int(fromYear, toYear),
  m: r.int(1, 12),
  d: r.int(1, 28),
});
export const iso = (t: Day) => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
export const us = (t: Day) => `${String(t.m).padStart(2, '0')}/${String(t.d).padStart(2, '0')}/${t.y}`;
export const long = (t: Day) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
export const short = (t: Day) =>
  `${String(t.d).padStart(2, '0')} ${MONTHS[t.m - 1]!.slice(0, 3).toUpperCase()} ${t.y}`;
export const lastDay = (t: Day): Day => ({ ...t, d: new Date(Date.UTC(t.y, t.m, 0)).getUTCDate() });

/** $12,345.67 */
export const usd = (n: number, cents = true) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
/** 12,345.67 (no currency sign, as many statements print) */
export const num = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
