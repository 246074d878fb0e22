// A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine.
import { mulberry32 } from '../../lib/mulberry32';

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** A value in [min, max] rounded to `step`. */
  round: (min: number, max: number, step: number) => number;
};

export const createRng = (seed: number): Rng => {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    round: (min, max, step) => Math.round((min + next() * (max - min)) / step) * step,
  };
};
