// The world the assistant is scored in is one a credit analyst would accept (issue 23 items 4 and
// 5): every generated loan passes the product's own plausibility rules (the policy analysis flags
// no value, the score's inputs pass, the property's figures pass together), its figures hang
// together (type and units, area, rents, NOI, value, price, leverage, wealth, dates, findings,
// debt service by the note's terms), and the assistant answers the figures that world exposed:
// the DSCR on the note's own debt service, the rents from the record's rent per unit.
import { eq } from 'drizzle-orm';
import {
  POLICY_ENTITY_TYPES,
  checkPropertyFigures,
  checkScoringInput,
  checkValue,
  policyFieldDef,
} from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLoan, type Truth } from '../../../eval/assistant/loan-generator';
import { borrowers, loanBorrowers, loans as loanRows, properties, reports } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { ANALYSES, loadAnalysisContext } from '../policy/index';
import { loadScoringInputs } from '../scoring/scoring.queries';
import { answerOffline, factLines, loadGround } from './grounding';

const SEEDS = Array.from({ length: 16 }, (_, i) => 8_000 + i);
const money = (n: number) =>
  `$${n.toLocaleString('en-US', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let ctx: TestContext;
const world: { seed: number; t: Truth; type: string; fundedDay: string | null }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const seed of SEEDS) {
    const t = await generateLoan(ctx.db, seed);
    const [loan] = await ctx.db.select().from(loanRows).where(eq(loanRows.id, t.loanId));
    const [property] = await ctx.db.select().from(properties).where(eq(properties.loan_id, t.loanId));
    const funded = loan!.funded_epoch;
    world.push({
      seed,
      t,
      type: property!.property_type ?? '',
      fundedDay: funded === null ? null : new Date(funded * 1000).toISOString().slice(0, 10),
    });
  }
});
afterAll(async () => {
  await ctx?.close();
});

const ask = (t: Truth, question: string) =>
  answerOffline(ctx.db, { loanIds: [t.loanId], loanId: t.loanId, question });

describe('the assistant evaluation world', () => {
  it('passes the product plausibility rules: no policy value flagged, the score inputs and property figures pass', async () => {
    const rentPolicy = policyFieldDef('property', 'market_rent')!.defaults.value;
    for (const { seed, t } of world) {
      const [loan] = await ctx.db.select().from(loanRows).where(eq(loanRows.id, t.loanId));
      const analysisContext = await loadAnalysisContext(ctx.db, loan!);
      for (const type of POLICY_ENTITY_TYPES)
        for (const analysis of await ANALYSES[type](ctx.db, analysisContext))
          for (const [field, row] of Object.entries(analysis.vars)) {
            expect(row.borrower.implausible ?? null, `loan ${seed} ${field}`).toBeNull();
            expect(row.external.implausible ?? null, `loan ${seed} ${field} (outside data)`).toBeNull();
          }
      const input = (await loadScoringInputs(ctx.db, [t.loanId])).get(t.loanId)!;
      expect(checkScoringInput(input).implausible, `loan ${seed}`).toEqual([]);
      const together = checkPropertyFigures({
        units: t.units,
        square_footage: t.squareFootage,
        rent_per_unit: t.rentPerUnit,
        market_rent: t.marketRent,
        policy_rent: rentPolicy,
      });
      for (const check of Object.values(together))
        expect(check?.implausible ?? null, `loan ${seed}`).toBeNull();
      const value = t.appraised?.value ?? t.purchasePrice;
      const figures: [string, number | null][] = [
        ['amount', t.amount],
        ['purchase_price', t.purchasePrice],
        ['estimated_value', value],
        ['interest_rate', t.rate],
        ['ltv', (100 * t.amount) / value],
        ['ltc', (100 * t.amount) / (t.purchasePrice + (t.rehab ?? 0))],
        ...t.borrowers.flatMap((b): [string, number | null][] => [
          ['credit_score', b.credit_score],
          ['net_worth', b.net_worth],
          ['liquidity', b.liquidity],
        ]),
      ];
      for (const [field, figure] of figures)
        expect(checkValue(field, figure)?.implausible ?? null, `loan ${seed} ${field}`).toBeNull();
    }
  });

  it('hangs together as an analyst reads it: type, area, rents, NOI, value, leverage, wealth, dates, findings, debt service', () => {
    for (const { seed, t, type, fundedDay } of world) {
      const at = `loan ${seed}`;
      expect(type, at).toBe(
        t.units === 1 ? 'Single family home' : t.units <= 4 ? '2-4 Family' : 'Multifamily (5+)',
      );
      expect(t.squareFootage / t.units, at).toBeGreaterThanOrEqual(600);
      expect(t.squareFootage / t.units, at).toBeLessThanOrEqual(3_000);
      expect(t.rentPerUnit / t.marketRent, at).toBeGreaterThanOrEqual(0.84);
      expect(t.rentPerUnit / t.marketRent, at).toBeLessThanOrEqual(1.06);
      if (t.monthlyRent !== null) expect(t.monthlyRent, at).toBe(t.rentPerUnit * t.units);
      const gross = t.rentPerUnit * t.units * 12;
      if (t.noi !== null) {
        expect(t.noi / gross, at).toBeGreaterThan(0.4);
        expect(t.noi / gross, at).toBeLessThan(0.75);
      }
      if (t.appraised) {
        expect(t.appraised.value, at).toBeGreaterThanOrEqual(t.purchasePrice);
        expect(t.appraised.value / t.purchasePrice, at).toBeLessThanOrEqual(1.26);
        expect(t.amount / t.appraised.value, at).toBeLessThanOrEqual(0.755);
      }
      expect(t.amount / t.purchasePrice, at).toBeLessThanOrEqual(0.905);
      expect(t.amount / (t.purchasePrice + (t.rehab ?? 0)), at).toBeLessThanOrEqual(0.855);
      const first = t.borrowers[0]!;
      if (first.liquidity !== null)
        for (const b of t.balances) expect(b.value, `${at} ${b.month}`).toBeLessThanOrEqual(first.liquidity);
      for (const b of t.borrowers)
        if (b.liquidity !== null && b.net_worth !== null) expect(b.liquidity, at).toBeLessThan(b.net_worth);
      // Statements are the months before closing; a boarded loan closed on its funding day.
      for (const b of t.balances)
        expect(Date.parse(`1 ${b.month} UTC`), at).toBeLessThan(Date.parse(t.closing));
      if (t.servicing) expect(t.closing, at).toBe(fundedDay);
      const limit = t.creditLimit!;
      const under = t.borrowers.some((b) => b.credit_score !== null && b.credit_score < limit.value);
      expect(t.findings.includes('Credit score below policy'), at).toBe(under);
      expect(t.findings.includes('Rent below market'), at).toBe(t.rentPerUnit < t.marketRent * 0.93);
      // Debt service by the note: the ledger's own level payment x 12, or the interest on the amount.
      if (t.debtService.amortizationMonths > 0)
        expect(t.debtService.annual, at).toBeCloseTo(t.servicing!.nextPayment!.amount * 12, 2);
      else expect(Math.abs(t.debtService.annual - t.amount * t.rate), at).toBeLessThan(1);
    }
    const kinds = new Set(world.map((w) => w.type));
    expect([...kinds].sort()).toEqual(['2-4 Family', 'Multifamily (5+)', 'Single family home']);
    expect(world.some((w) => w.t.debtService.amortizationMonths > 0 && w.t.noi !== null)).toBe(true);
  });

  it('states the DSCR on the note own debt service: P&I when it amortizes, interest only otherwise, said so', async () => {
    const amortizing = world.find((w) => w.t.debtService.amortizationMonths > 0 && w.t.noi !== null)!.t;
    const reply = await ask(amortizing, 'What is the DSCR?');
    const dscr = (amortizing.noi! / amortizing.debtService.annual).toFixed(2);
    const interestOnly = (amortizing.noi! / (amortizing.amount * amortizing.rate)).toFixed(2);
    expect(dscr).not.toBe(interestOnly);
    expect(reply.text.split('\n')[0]).toMatch(new RegExp(`^DSCR: ${dscr}x = `));
    expect(reply.text).toContain('principal and interest, 360-month amortization');
    expect(reply.text).toContain(money(amortizing.debtService.annual));
    expect(reply.text).toContain('Servicing ledger');
    const notBoarded = world.find((w) => !w.t.servicing && w.t.noi !== null)!.t;
    const plain = await ask(notBoarded, 'debt service coverage?');
    const expected = (notBoarded.noi! / (notBoarded.amount * notBoarded.rate)).toFixed(2);
    expect(plain.text.split('\n')[0]).toMatch(new RegExp(`^DSCR: ${expected}x = .*interest-only`));
    expect(plain.text).toContain('No servicing terms are boarded');
  });

  it('answers the rents from the record rent per unit when no rent roll states a total, and says so', async () => {
    const noRoll = world.find((w) => w.t.monthlyRent === null)!.t;
    for (const question of ['What are the rents?', 'monthly rent?']) {
      const reply = await ask(noRoll, question);
      expect(reply.text.split('\n')[0]).toMatch(/^Rent per unit \(.*\): \$[\d,]+ — Property record/);
      expect(reply.text).toContain(money(noRoll.rentPerUnit));
      expect(reply.text).toContain('No rent roll or record states the total monthly rent');
    }
    const withRoll = world.find((w) => w.t.monthlyRent !== null)!.t;
    const reply = await ask(withRoll, 'What are the rents?');
    expect(reply.text.split('\n')[0]).toBe(
      `Monthly rent: ${money(withRoll.monthlyRent!)} — Rent Roll, page 1 [1]`,
    );
  });

  it('flags a figure that fails the plausibility rules and never states it, nor computes a ratio from it', async () => {
    const t = await generateLoan(ctx.db, 8_100);
    const [property] = await ctx.db.select().from(properties).where(eq(properties.loan_id, t.loanId));
    // The issue's own examples: 89 units on 9,700 sq ft, a $25,680 rent per unit; a FICO of 1200.
    await ctx.db
      .update(properties)
      .set({
        number_of_units: 89,
        details: { ...property!.details, total_square_footage: 9_700, rent_per_unit: 25_680 },
      })
      .where(eq(properties.id, property!.id));
    const [link] = await ctx.db.select().from(loanBorrowers).where(eq(loanBorrowers.loan_id, t.loanId));
    await ctx.db.update(borrowers).set({ credit_score: 1_200 }).where(eq(borrowers.id, link!.borrower_id));
    await ctx.db.insert(reports).values({
      loan_id: t.loanId,
      source: 'appraisal',
      report_type: 'Property Analysis',
      state: 'done',
      result: {
        sections: [
          {
            title: 'Subject',
            entity_type: 'property',
            entity_id: property!.id,
            items: [{ index: 0, key: 'estimated_value', label: 'Appraised Value', value: 5 }],
          },
        ],
      },
    });
    // The application states the units too (when the loan has one): that plausible figure is the
    // answer, the record's shown flagged beneath; with no other source the answer is not sure.
    const units = await ask(t, 'How many units?');
    const [unitsHead, ...unitsRest] = units.text.split('\n');
    expect(unitsHead).toMatch(
      t.entity ? new RegExp(`^Units .*: ${t.units} — Application`) : /^Not sure of the units\b/,
    );
    expect(unitsRest.join('\n')).toMatch(
      / {2}Not used: Property record states 89, implausible \(89 units on 9,700 sq ft/,
    );
    const cases: [string, string, RegExp][] = [
      ['rent per unit?', 'rent per unit', /Property record states \$25,680, implausible/],
      ['FICO?', 'credit score', /Borrower record states 1200, implausible \(Credit score 1200 is outside/],
    ];
    for (const [question, what, flagged] of cases) {
      const reply = await ask(t, question);
      const [head, ...rest] = reply.text.split('\n');
      expect(head, question).toMatch(
        new RegExp(`^Not sure of the ${what}\\b.*: the file states it only implausibly`),
      );
      expect(rest.join('\n'), question).toMatch(flagged);
      expect(
        rest.every((l) => l.startsWith('  ')),
        question,
      ).toBe(true);
    }
    // A language model is handed the same facts: the rejected one reaches it flagged, with its reason.
    const lines = factLines((await loadGround(ctx.db, t.loanId)).facts);
    expect(lines.find((l) => l.startsWith('Units (') && l.includes(': 89 '))).toMatch(
      /\[implausible, not to be used: 89 units on 9,700 sq ft/,
    );
    expect(lines.filter((l) => l.includes('[implausible')).length).toBe(4);
    // The $5 appraisal is not the LTV's base: the appraisal document's value is, the report flagged.
    const ltv = await ask(t, 'What is the LTV?');
    const base = t.appraised?.via === 'document' ? t.appraised.value : t.purchasePrice;
    expect(ltv.text.split('\n')[0]).toContain(
      `/ ${t.appraised?.via === 'document' ? 'appraised value' : 'purchase price'} ${money(base)}`,
    );
    expect(ltv.text).toMatch(/Not used: Property Analysis report \(appraisal\) states \$5, implausible/);
    // A loan with no other appraisal: the LTV falls to the purchase price, saying why.
    const bare = await generateLoan(ctx.db, 8_107);
    expect(bare.appraised).toBeNull();
    const [subject] = await ctx.db.select().from(properties).where(eq(properties.loan_id, bare.loanId));
    await ctx.db.insert(reports).values({
      loan_id: bare.loanId,
      source: 'appraisal',
      report_type: 'Property Analysis',
      state: 'done',
      result: {
        sections: [
          {
            title: 'Subject',
            entity_type: 'property',
            entity_id: subject!.id,
            items: [{ index: 0, key: 'estimated_value', label: 'Appraised Value', value: 5 }],
          },
        ],
      },
    });
    const fallback = (await ask(bare, 'LTV?')).text;
    expect(fallback.split('\n')[0]).toContain(`/ purchase price ${money(bare.purchasePrice)}`);
    expect(fallback).toContain('The appraised value on file is implausible (not used)');
    expect(fallback).toMatch(/Not used: Property Analysis report \(appraisal\) states \$5, implausible/);
  });
});
