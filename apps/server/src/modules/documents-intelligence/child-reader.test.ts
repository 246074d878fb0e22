// The readers are background work (issue 23 Speed): a reader child runs five nice steps below the
// API process, so requests and the first start's demo draw go first when the cores are busy.
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../db/seed/demo-files';
import { createChildReader } from './child-reader';

const reader = createChildReader({ workers: 1, timeoutSeconds: 60, memoryMb: 1024 });
afterAll(() => reader.close());

describe('reader children', () => {
  it('read at a lower CPU priority than the API process', async () => {
    const seen: number[] = [];
    const bytes = await demoPdf('Bank statement', ['Ending balance $24,900.00 on the account']);
    await reader.read(
      { bytes, documentName: 'Bank Statements', prompts: [], limits: { maxPages: 5, maxOcrPages: 1 } },
      () => {
        for (const pid of reader.busyPids()) seen.push(getPriority(pid));
      },
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([Math.min(19, getPriority() + 5)]));
  });
});
