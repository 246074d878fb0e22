// The whole-question reading (intents-reading.ts): several figures, comparisons, negations, time
// words and a named source read only when every piece is clearly placed; context stays context.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './intents-reading';

const kind = (question: string) => {
  const intent = readQuestion(question);
  if (!intent) return null;
  if (intent.type === 'parts') return `parts: ${intent.parts.map((p) => p.name).join(', ')}`;
  if (intent.type === 'compare')
    return `compare: ${intent.left.name} ${intent.op} ${'intent' in intent.right ? intent.right.name : intent.right.value}`;
  if (intent.type === 'fact')
    return `${intent.key}${intent.source ? ` per ${intent.source}` : ''}${intent.period ? ` (${intent.period})` : ''}`;
  return intent.type === 'derived' ? intent.key : intent.type;
};

describe('reading a whole question', () => {
  it('reads each figure of a question asking several', () => {
    expect(kind('What are the rate and term?')).toBe('parts: interest rate, term');
    expect(kind('LTV, LTC and DSCR please')).toBe('parts: LTV, LTC, DSCR');
    expect(kind('March and April ending balances')).toBe('parts: ending balance, ending balance');
  });

  it('keeps a question with context, a purpose or one figure named twice as one question', () => {
    expect(kind('Please confirm the closing date; the broker says end of month.')).toBe('closing_date');
    expect(kind('For the LTC calc, I need the purchase price')).toBe('purchase_price');
    expect(kind('per the March statement, ending balance?')).toBe('ending_balance');
    // A comma alone adds a clause about the figure asked; two figures are joined by a word.
    expect(kind('Unit count, the appraisal figure?')).toBe('units');
    // One thing named with "and", or a qualifier after a comma: not a second figure.
    expect(String(kind('principal and interest payment?'))).not.toMatch(/^parts/);
    expect(kind('What is the payoff, including interest?')).toBe('payoff_amount');
    // A piece naming what no topic reads: not split into parts that would drop it.
    expect(String(kind('what is the rate and the zoning?'))).not.toMatch(/^parts/);
    // A piece describing the subject by a figure of its own: context, not a second figure asked.
    expect(kind('how many units, built in 1985?')).toBe('units');
    expect(kind('how many units, purchased for $2,500,000?')).toBe('units');
    expect(kind('number of units; built 1972')).toBe('units');
    expect(kind('rate and term, the 24-unit on Main St')).toBe('parts: interest rate, term');
    // A piece naming only a source: the figure asked of that source, not the source's own figure.
    expect(kind('per the appraisal, how many units are there')).toBe('units per appraisal');
    expect(kind('how many units at 55 Oak St, per the rent roll')).toBe('units per rent-roll');
    expect(kind('according to the appraisal, unit count')).toBe('units per appraisal');
  });

  it('reads a comparison only between two figures, or a figure and a number', () => {
    expect(kind('is the appraised value above the purchase price?')).toBe(
      'compare: appraised value above purchase price',
    );
    expect(kind('is LTV over 65%')).toBe('compare: LTV above 65');
    expect(kind('did the balance go up from March to April?')).toBe(
      'compare: ending balance above ending balance',
    );
    // "against" and "under contract" are not comparisons.
    expect(kind("What's our leverage against the appraised value?")).toBe('ltv');
    expect(kind('what is the building under contract for')).toBe('purchase_price');
    // A ratio and an amount are on no one scale: the question is the LTV.
    expect(kind('LTV over the appraised value?')).toBe('ltv');
    expect(kind("What's the loan amount versus the appraised value?")).toBe('ltv');
    // "1,000" is one number, not two parts.
    expect(String(kind('How many units are over 1,000 sq ft?'))).not.toMatch(/^parts/);
  });

  it('drops what the question rules out and time words that name no figure', () => {
    expect(kind('what is the LTV, not the LTC?')).toBe('ltv');
    expect(kind("I don't need the LTV, just the LTC")).toBe('ltc');
    expect(kind("don't give me the policy, just the credit score")).toBe('credit_score');
    expect(kind('rate at closing?')).toBe('interest_rate');
    expect(kind('loan amount at origination?')).toBe('loan_amount');
    // Cash at closing is the deal's, not the sponsor's liquidity with a time word around it.
    expect(kind('cash at closing?')).not.toBe('liquidity');
    // A policy question stays one.
    expect(kind('Does the credit score meet the policy?')).toBe('policy');
  });

  it('reads the source a question names, the newest period, and how a ratio was reached', () => {
    expect(kind("what's the sponsor's net worth on the PFS")).toBe('net_worth per report:pfs');
    expect(kind('What is the latest statement balance?')).toBe('ending_balance (latest)');
    expect(kind('latest balance')).toBe('ending_balance (latest)');
    expect(kind('What was the balance on the first statement and the last?')).toBe('ending_balance');
    expect(kind('Is the sponsor FICO under 680, or not?')).toBe('compare: credit score below 680');
    const both = readQuestion('Net worth and liquidity of the guarantors, per the PFS');
    expect(
      both?.type === 'parts' && both.parts.map((p) => p.intent.type === 'fact' && p.intent.source),
    ).toEqual(['report:pfs', 'report:pfs']);
    expect(kind('what NOI and debt service did you use for the DSCR')).toBe('dscr');
  });
});
