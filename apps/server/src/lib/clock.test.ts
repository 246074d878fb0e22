import { afterEach, describe, expect, it } from 'vitest';
import { epochNow, setClock } from './clock';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('the server clock', () => {
  it('reads the real time in epoch seconds', () => {
    const before = Math.floor(Date.now() / 1000);
    const now = epochNow();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(before + 1);
  });

  it('moves for the whole server when a test sets it, and comes back', () => {
    restore = setClock(() => Date.UTC(2030, 0, 2, 3, 4, 5, 999));
    expect(epochNow()).toBe(Date.UTC(2030, 0, 2, 3, 4, 5) / 1000);
    restore();
    restore = undefined;
    expect(Math.abs(epochNow() - Date.now() / 1000)).toBeLessThan(2);
  });
});
