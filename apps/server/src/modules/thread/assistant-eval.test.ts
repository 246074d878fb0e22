// The question bank's floor (issue 23 item 4): a fixed sample of generated loans (a seed of its
// own, not the one `npm run eval` reports on) answered by the offline assistant against a real
// database. The build fails if accuracy drops under 90% or any wrong figure is stated as fact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAssistantEval } from '../../../eval/assistant/assistant-eval.js';
import type { EvalSectionResult } from '../../../eval/types.js';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
let result: EvalSectionResult;

beforeAll(async () => {
  ctx = await createTestContext();
  result = await runAssistantEval({ db: ctx.db, loans: 8, seed: 5_000 });
});
afterAll(async () => {
  await ctx?.close();
});

const total = (split?: string) => {
  const rows = result.rows.filter((r) => !split || r.split === split);
  const n = rows.reduce((s, r) => s + r.n, 0);
  const right = rows.reduce((s, r) => s + (r.accuracy ?? 0) * r.n, 0);
  return { n, accuracy: right / n, wrong: rows.reduce((s, r) => s + r.confidentWrong, 0) };
};

describe('assistant question bank (fixed sample)', () => {
  it('answers at least 90% exactly right with no wrong figure, on held-out phrasings too', () => {
    const all = total();
    expect(all.n).toBeGreaterThanOrEqual(120);
    expect(all.wrong, JSON.stringify(result.failures.slice(0, 5), null, 1)).toBe(0);
    expect(all.accuracy, JSON.stringify(result.failures.slice(0, 8), null, 1)).toBeGreaterThanOrEqual(0.9);
    const held = total('held-out');
    expect(held.n).toBeGreaterThan(all.n / 5);
    expect(held.wrong).toBe(0);
  });
});
