import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-read';

/** A read whose answers the test releases one by one; `started` counts the reads begun. */
const controlledRead = () => {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, pending, started: () => started };
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('freshReads', () => {
  it('gives a caller that arrives during a read the next read, never the running one', async () => {
    const source = controlledRead();
    const get = freshReads(source.read);
    const first = get();
    // These arrive after the first read started: its answer may predate a write they saw.
    const second = get();
    const third = get();
    expect(source.started()).toBe(1);
    source.pending[0]!(1);
    expect(await first).toBe(1);
    await tick();
    expect(source.started()).toBe(2);
    source.pending[1]!(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('starts a new read for a caller once nothing is running', async () => {
    const source = controlledRead();
    const get = freshReads(source.read);
    const first = get();
    source.pending[0]!(1);
    await first;
    const later = get();
    expect(source.started()).toBe(2);
    source.pending[1]!(5);
    expect(await later).toBe(5);
  });

  it('passes a failed read to its callers and recovers on the next call', async () => {
    let fail = true;
    const get = freshReads(async () => {
      if (fail) throw new Error('connection lost');
      return 7;
    });
    await expect(get()).rejects.toThrow('connection lost');
    fail = false;
    expect(await get()).toBe(7);
  });
});
