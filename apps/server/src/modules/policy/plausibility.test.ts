// Issue 23 item 5: an implausible value from a report or a form is flagged with its reason and
// never used, in the Data Analysis tables, the insights and the score.
import { policyAnalysisListSchema } from '@lending/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insights, reports } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';
import { refreshLoanInsights } from './insights.service';

const requirement = (entity_type: string, field: string, title: string, value: number, prefix = '') => ({
  entity_type,
  field,
  title,
  prefix: prefix || null,
  value,
  func: 'min',
  diff: { top: 10, mid: 10 },
});

const item = (index: number, key: string, label: string, value: number) => ({
  index,
  key,
  label,
  value,
  confidence_level: 8,
});

describe('plausibility before use (issue 23 item 5)', () => {
  let ctx: TestContext;
  let admin: Caller;
  let loanId: string;
  let humanId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = caller(ctx);
    const borrower = await insertBorrower(ctx.db, { first_name: 'Ann', last_name: 'Lee', credit_score: 700 });
    // The property: 0 units stated on 6,450 sq ft, built in a year that has not come yet.
    const { loan, property } = await insertLoan(ctx.db, {
      borrowerIds: [borrower.id],
      property: {
        number_of_units: 0,
        details: { total_square_footage: 6_450, year_built: 2190, rent_per_unit: 1_350 },
      },
    });
    loanId = loan.id;
    humanId = loan.human_id;
    const done = (
      source: string,
      title: string,
      entity_type: string,
      entity_id: string,
      items: object[],
    ) => ({
      loan_id: loan.id,
      source,
      report_type: title,
      state: 'done',
      result: { sections: [{ title, entity_type, entity_id, items }] },
    });
    await ctx.db
      .insert(reports)
      .values([
        done('rentometer', 'Rent Comparison', 'property', property.id, [
          item(0, 'median_rent', 'Median Rent', 25_680),
        ]),
        done('reonomy', 'Property Analysis', 'property', property.id, [
          item(0, 'units', 'Units', 89),
          item(1, 'building_sf', 'Building Area (sqft)', 9_700),
          item(2, 'year_built', 'Year Built', 1968),
        ]),
        done('house-canary', 'Single Family Verification', 'property', property.id, [
          item(0, 'estimated_value', 'Estimated Value', 3),
        ]),
        done('credit-plus', 'Credit Analysis', 'borrower', borrower.id, [
          item(0, 'credit_score', 'Middle Credit Score', 9_999),
          item(1, 'bankruptcies', 'Bankruptcies', 7.5),
        ]),
      ]);
    const put = await admin('PUT', '/policies', {
      version: 0,
      requirements: [
        requirement('property', 'market_rent', 'Market Rent per Unit', 900, '$'),
        requirement('property', 'units', 'Number of Units', 1),
        requirement('property', 'year_built', 'Year Built', 1940),
        requirement('borrower', 'credit_score', 'Credit Score', 660),
        { ...requirement('property', 'ltv', 'Loan to Value', 75), func: 'max', suffix: '%' },
      ],
    });
    expect(put.statusCode).toBe(200);
  });
  afterAll(async () => ctx?.close());

  it('the Data Analysis table flags an implausible report value with its reason instead of a percentage', async () => {
    const [property] = policyAnalysisListSchema.parse(
      (await admin('GET', `/policies/loan/${loanId}`)).json(),
    );
    const rent = property!.vars.market_rent!;
    expect(rent.external).toMatchObject({ value: null, diff: null, indicator: null, source: 'Rentometer' });
    expect(rent.external.implausible).toBe(
      'Rent per unit $25,680 is outside the plausible range $100 to $20,000',
    );
    expect(rent.external.details[0]).toMatch(/^Implausible value, not used: Rent per unit \$25,680/);
    // The borrower's own rent of $1,350 is plausible against the policy and is compared as usual.
    expect(rent.borrower).toMatchObject({ value: 1_350, indicator: 'green', implausible: null });

    const units = property!.vars.units!;
    expect(units.borrower.implausible).toBe(
      '0 units on a 6,450 sq ft building: a building has at least one unit',
    );
    expect(units.borrower.value).toBeNull();
    expect(units.external.implausible).toBe(
      '89 units on 9,700 sq ft is 109 sq ft per unit (at least 150 needed)',
    );
    expect(units.external.diff).toBeNull();

    const year = property!.vars.year_built!;
    expect(year.borrower.implausible).toMatch(
      /^Year built 2190 is outside the plausible range 1800 to \d{4}$/,
    );
    expect(year.external).toMatchObject({ value: 1968, diff: 1.4, implausible: null });

    // An LTV over an implausible vendor value is not a ratio to use either; the stated one is.
    const ltv = property!.vars.ltv!;
    expect(ltv.external).toMatchObject({ value: null, indicator: null, source: 'House Canary' });
    expect(ltv.external.implausible).toBe(
      'Computed from an implausible value: Estimated value $3 is outside the plausible range $10,000 to $2,000,000,000',
    );
    expect(ltv.borrower.value).toBeCloseTo(78.125);
    expect(ltv.borrower.implausible).toBeNull();

    const [borrower] = policyAnalysisListSchema.parse(
      (await admin('GET', `/policies/borrower/${loanId}`)).json(),
    );
    expect(borrower!.vars.credit_score!.external.implausible).toBe(
      'Credit score 9999 is outside the plausible range 300 to 850',
    );
    expect(borrower!.vars.credit_score!.borrower).toMatchObject({ value: 700, implausible: null });
  });

  it('insights say the value is implausible and not used, and draw no finding from it', async () => {
    await refreshLoanInsights(ctx.db, loanId);
    const rows = await ctx.db.select().from(insights).where(eq(insights.loan_id, loanId));
    const names = rows.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Market Rent per Unit implausible, not used',
        'Number of Units implausible, not used',
        'Credit Score implausible, not used',
        'Bankruptcies implausible, not used',
      ]),
    );
    const rent = rows.find((r) => r.name === 'Market Rent per Unit implausible, not used')!;
    expect(rent.description).toContain('$25,680 is outside the plausible range $100 to $20,000');
    expect(rent.description).toContain('Treated as N/A');
    // No comparison or finding was computed from the implausible figures.
    expect(names).not.toContain('Credit Score differs from Credit Plus');
    expect(names).not.toContain('Bankruptcy on record');
    expect(rows.some((r) => /differs/.test(r.name) && /25,680|9,999|89/.test(r.description))).toBe(false);
  });

  it('the score treats an implausible stated figure as N/A with the reason', async () => {
    const res = await admin('GET', `/scoring/calculate/${humanId}/properties`);
    expect(res.statusCode).toBe(200);
    const variables = res.json().variables as Array<{
      name: string;
      value: unknown;
      variable_final_score: number | null;
      na_reason: string | null;
    }>;
    const year = variables.find((v) => v.name === 'Year built')!;
    expect(year).toMatchObject({ value: null, variable_final_score: null });
    expect(year.na_reason).toMatch(/^Implausible value: Year built 2190 is outside the plausible range/);
    const units = variables.find((v) => v.name === 'Units')!;
    expect(units.value).toBeNull();
    expect(units.na_reason).toBe(
      'Implausible value: 0 units on a 6,450 sq ft building: a building has at least one unit',
    );
  });
});
