// The assistant on the property's number of units, asked the ways people ask ('how many doors',
// 'is it a 12-unit?', 'units per the rent roll', 'units and square footage', numbers inside the
// question such as '1,000 sq ft' or '123 Main St'). Written after a blind set showed units
// questions answered with wrong figures once two-part questions, comparisons, negations, time words
// and named sources were read (commit a7f1beb8). 121 phrasings on 6 loans (726 asks): before
// a7f1beb8 586 right, 21 wrong figures; after it 639 right, 48 wrong figures (a source named in its
// own clause, 'per the appraisal, how many units', read as the appraised value beside the units; a
// clause describing the property by a figure, 'how many units, built in 1985?', read as its year
// built); once those clauses were read as a source and as context, 696 right and 0 wrong. Each is
// scored as the question bank scores: every expected figure with its source, and no figure stated
// as fact that is not one of the expected ones.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expected } from '../../../eval/assistant/question-bank-structured';
import { expectedFor } from '../../../eval/assistant/question-bank';
import { generateLoan, type Truth } from '../../../eval/assistant/loan-generator';
import { properties } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { answerOffline } from './grounding';
import { headFigure, headLines, numbersIn, type Outcome } from './assistant-sets.test-helpers';

/** Each phrasing with the parts its answer states: a bank topic, 'sqft' (the total square footage)
 * or 'absent' (the file states no occupancy: 'not in the file', never the unit count). */
const UNITS: [string, string[]][] = [
  ['How many units?', ['units']],
  ['how many doors', ['units']],
  ['unit count?', ['units']],
  ['number of apartments', ['units']],
  ['is it a 12-unit?', ['units']],
  ['Is this a 4-plex?', ['units']],
  ['how many units does the 4-plex on Main St have', ['units']],
  ['total units across the properties', ['units']],
  ['total unit count across all properties on the loan', ['units']],
  ['units per the rent roll', ['units']],
  ['units per the appraisal', ['units']],
  ['how many units per the rent roll?', ['units']],
  ['per the appraisal, how many units are there', ['units']],
  ['what does the appraisal say the unit count is', ['units']],
  ['how many units, per the property record', ['units']],
  ['# of units', ['units']],
  ['no. of units?', ['units']],
  ['num units', ['units']],
  ['how many unts', ['units']],
  ['how mnay units does it have', ['units']],
  ['unit cnt?', ['units']],
  ['how many apartment units?', ['units']],
  ['how many rental units are in the building?', ['units']],
  ['how many residential units', ['units']],
  ['door count', ['units']],
  ['How many doors does the building have?', ['units']],
  ['how many doors are we lending on?', ['units']],
  ['how many units are we financing?', ['units']],
  ['how many units, for the credit memo?', ['units']],
  ['units for the memo please', ['units']],
  ['Need the unit count for the term sheet.', ['units']],
  ["what's the unit count so I can size the loan", ['units']],
  ['how many units so I can check rent per door', ['units']],
  ['to figure price per door, how many units?', ['units']],
  ['how many units is this deal?', ['units']],
  ['how many units in the 1,000 sq ft building?', ['units']],
  ['how many units in the 24,000 sq ft building', ['units']],
  ['Is it a 24-unit property?', ['units']],
  ['is this a 2-4 unit property?', ['units']],
  ['is the property 5+ units?', ['units']],
  ['is it more than 4 units?', ['units']],
  ['is it a 1-4 family?', ['units']],
  ['how many units at 123 Main St?', ['units']],
  ['how many units at 4500 Oak Avenue, Unit 2?', ['units']],
  ['units at the subject property on 12th Street', ['units']],
  ['how many units in the 1920s building', ['units']],
  ['how many units does the 2019 build have?', ['units']],
  ['how many units, built in 1985?', ['units']],
  ['how many units are occupied', ['absent']],
  ['how many units are leased?', ['absent']],
  ['how many units are vacant?', ['absent']],
  ['how many rental doors are there?', ['units']],
  ['units?', ['units']],
  ['Units.', ['units']],
  ['UNITS??', ['units']],
  ['units, please', ['units']],
  ['units pls', ['units']],
  ['units \u2014 how many?', ['units']],
  ['how many units, roughly?', ['units']],
  ['how many units, exactly?', ['units']],
  ['quick q: how many units', ['units']],
  ["what's the number of units on this one?", ['units']],
  ['what is the number of units in the collateral', ['units']],
  ['how many units is the collateral', ['units']],
  ['how many units on the property', ['units']],
  ['how many units does the subject have?', ['units']],
  ['how many units did the borrower buy?', ['units']],
  ['how many units at closing?', ['units']],
  ['how many units at origination', ['units']],
  ['how many units as of today', ['units']],
  ['current unit count', ['units']],
  ['how many units now?', ['units']],
  ['unit count, not the square footage', ['units']],
  ['units (not sq ft)', ['units']],
  ['how many units, not bedrooms', ['units']],
  ['number of units, not the number of buildings', ['units']],
  ["I don't need the rent, just the unit count", ['units']],
  ['units and square footage', ['units', 'sqft']],
  ['units and sq ft?', ['units', 'sqft']],
  ['unit count and total square feet', ['units', 'sqft']],
  ['how many units and the rent roll total?', ['units', 'monthly_rent']],
  ['units and purchase price', ['units', 'purchase_price']],
  ['units plus appraised value', ['units', 'appraised_value']],
  ['how many units and what did they pay?', ['units', 'purchase_price']],
  ['units & rent?', ['units', 'monthly_rent']],
  ["how many apartments and what's the monthly rent", ['units', 'monthly_rent']],
  ['how many units, and what is the loan amount', ['units', 'loan_amount']],
  ['unit count + LTV', ['units', 'ltv']],
  ['how many units are there and how much rent do they bring in', ['units', 'monthly_rent']],
  ['is it over 10 units?', ['units']],
  ['does it have at least 5 units?', ['units']],
  ['how many units does the multifamily have', ['units']],
  ['how many units in the single family home?', ['units']],
  ['multifamily: how many units?', ['units']],
  ['how many units does the property have in total, including the 2 commercial ones?', ['units']],
  ['how many units, 1-bed and 2-bed combined?', ['units']],
  ['how many keys?', ['units']],
  ['how many units - per the rent roll - are there', ['units']],
  ['the unit count per the rent roll', ['units']],
  ['what does the rent roll say the number of units is', ['units']],
  ['according to the rent roll how many units', ['units']],
  ['from the appraisal: unit count?', ['units']],
  ['according to the appraisal, unit count', ['units']],
  ['per the rent roll, how many units?', ['units']],
  ['per the appraisal \u2014 how many units?', ['units']],
  ['how many units does the appraisal show', ['units']],
  ["what's the unit count on the appraisal", ['units']],
  ['units in the appraisal?', ['units']],
  ['unit count (per the rent roll)', ['units']],
  ['rent roll: how many units?', ['units']],
  ['how many units at closing, per the appraisal', ['units']],
  ['how many units, as of the 2024 appraisal?', ['units']],
  ['how many units, purchased for $2,500,000?', ['units']],
  ['how many units, the 24-unit on Main St?', ['units']],
  ['how many units, 1985 build', ['units']],
  ['number of units; built 1972', ['units']],
  ['how many units, bought in 2021 for $3.2M?', ['units']],
  ['how many units \u2014 20,000 sq ft building', ['units']],
  ['how many units, 12 or 14?', ['units']],
  ['how many units in the building at 1200 Elm, and the rent?', ['units', 'monthly_rent']],
  ['how many units at 55 Oak St, per the rent roll', ['units']],
];

/** Scores a reply: every value part stated and cited, each absent part said to be not in the file,
 * and no other figure stated as fact. */
const scoreParts = (parts: Expected[], text: string): Outcome => {
  const heads = headLines(text);
  const allowed = parts.flatMap((p) => (p.kind === 'value' ? p.must.flatMap(numbersIn) : []));
  const wrong = heads
    .filter((l) => !/^(not in the file|not sure)/i.test(l))
    .some((l) => numbersIn(headFigure(l)).some((n) => !allowed.some((a) => Math.abs(a - n) < 0.005)));
  if (wrong) return 'wrong';
  if (/^not sure/i.test(text)) return 'unsure';
  const lower = text.toLowerCase();
  const values = parts.filter((p) => p.kind === 'value');
  // A figure with or without its thousands comma ('3,120', '1640').
  const shows = (m: string) => text.includes(m) || text.includes(m.replace(/,/g, ''));
  const stated = values.every(
    (p) => p.must.every(shows) && p.cite.every((c) => lower.includes(c.toLowerCase())),
  );
  const notIn = heads.filter((l) => /^not in the file/i.test(l)).length;
  const absentCount = parts.length - values.length;
  const right = stated && (absentCount === 0 ? !/^not in the file/i.test(text) : notIn >= absentCount);
  return right ? 'right' : 'miss';
};

/** Loans of 24, 17, 2, 4, 12 and 6 units (a small count, and one a question names). */
const SEEDS = [7_344, 7_313, 7_306, 7_311, 7_353, 7_328];

let ctx: TestContext;
const loans: { truth: Truth; sqft: number }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const seed of SEEDS) {
    const truth = await generateLoan(ctx.db, seed);
    const [row] = await ctx.db
      .select({ details: properties.details })
      .from(properties)
      .where(eq(properties.loan_id, truth.loanId));
    const sqft = (row!.details as { total_square_footage: number }).total_square_footage;
    loans.push({ truth, sqft });
  }
});
afterAll(async () => {
  await ctx?.close();
});

const expectedPart = (part: string, truth: Truth, sqft: number): Expected => {
  if (part === 'absent') return { kind: 'absent' };
  if (part === 'sqft')
    return { kind: 'value', must: [sqft.toLocaleString('en-US')], cite: ['Property record'] };
  return expectedFor(part, truth, 0).expected;
};

/** Missed before and after (none with a wrong figure): a slip of three letters and "what did they
 * pay" (no topic placed). A hotel's keys and "1-4 family" are read since stop 29 (the servicer
 * set's round): 696 -> 708 right of 726. Once the property record stated its rent per unit (stop
 * 30's plausible loans), "how many units so I can check rent per door" answered the rent per unit:
 * a purpose after the question ("so I can ...") is now dropped as one ahead of it is. */
const KNOWN = ['miss | how many unts', 'miss | how many units and what did they pay?'];

describe('the assistant on the number of units', () => {
  it('answers units questions however they are asked, with no wrong figure', async () => {
    const tally: Record<Outcome, number> = { right: 0, wrong: 0, unsure: 0, miss: 0 };
    const misses: string[] = [];
    for (const [question, parts] of UNITS)
      for (const { truth, sqft } of loans) {
        const reply = await answerOffline(ctx.db, {
          loanIds: [truth.loanId],
          loanId: truth.loanId,
          question,
        });
        const outcome = scoreParts(
          parts.map((p) => expectedPart(p, truth, sqft)),
          reply.text,
        );
        tally[outcome] += 1;
        if (outcome !== 'right')
          misses.push(`${outcome} | ${question} | ${truth.units} units | got ${reply.text.slice(0, 200)}`);
      }
    console.log(`units set: ${JSON.stringify(tally)} of ${UNITS.length * loans.length}`);
    expect(UNITS.length).toBeGreaterThanOrEqual(80);
    expect(tally.wrong, misses.join('\n')).toBe(0);
    expect(misses.filter((m) => !KNOWN.some((k) => m.startsWith(`${k} |`)))).toEqual([]);
  });
});
