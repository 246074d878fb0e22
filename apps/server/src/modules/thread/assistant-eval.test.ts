// The question bank's floor (issue 23 item 4): a fixed sample of generated loans (a seed of its
// own, not the one `npm run eval` reports on) answered by the offline assistant against a real
// database. The build fails if accuracy drops under 90% or any wrong figure is stated as fact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAssistantEval } from '../../../eval/assistant/assistant-eval';
import type { EvalSectionResult } from '../../../eval/types';
import { createLanguageModel } from '../../integrations/llm/openai-llm';
import { startFakeOpenAi } from '../../integrations/llm/fake-openai-server';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
let result: EvalSectionResult;

beforeAll(async () => {
  ctx = await createTestContext();
  result = await runAssistantEval({ db: ctx.db, loans: 8, seed: 5_000, llm: null });
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
    // An answer naming candidates and stating none is counted apart: never also right or wrong.
    for (const row of result.rows) {
      expect(row.unsure).toBeGreaterThanOrEqual(0);
      expect(Math.round((row.accuracy ?? 0) * row.n) + row.unsure! + row.confidentWrong).toBeLessThanOrEqual(
        row.n,
      );
    }
    const held = total('held-out');
    expect(held.n).toBeGreaterThan(all.n / 5);
    expect(held.wrong).toBe(0);
  });

  it('scores a language model on the same bank: a model that repeats the grounded draft is right, one that invents a figure is caught', async () => {
    const echo = await startFakeOpenAi((request) => {
      const user = JSON.parse(request.messages.at(-1)!.content) as { draft: string | null };
      return user.draft ?? 'Not in the file.';
    });
    const liar = await startFakeOpenAi(() => 'The figure is $1,234,567.89 per the file.');
    try {
      const model = (url: string) =>
        createLanguageModel({ LLM_MODEL: 'fake-gpt', LLM_BASE_URL: url, LLM_API_KEY: 'x' });
      const honest = await runAssistantEval({ db: ctx.db, loans: 2, seed: 6_000, llm: model(echo.url) });
      const llmRows = honest.rows.filter((r) => r.mode === 'llm');
      expect(llmRows.reduce((s, r) => s + r.n, 0)).toBe(46);
      expect(llmRows.reduce((s, r) => s + r.confidentWrong, 0)).toBe(0);
      expect(llmRows.reduce((s, r) => s + (r.accuracy ?? 0) * r.n, 0)).toBeGreaterThan(38);
      const lying = await runAssistantEval({ db: ctx.db, loans: 2, seed: 6_100, llm: model(liar.url) });
      expect(lying.rows.filter((r) => r.mode === 'llm').reduce((s, r) => s + r.confidentWrong, 0)).toBe(46);
    } finally {
      await echo.close();
      await liar.close();
    }
  });
});
