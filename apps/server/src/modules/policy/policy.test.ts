import { POLICY_FIELDS, policyAnalysisListSchema } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';

const requirement = (field: string, value: number, func: 'min' | 'max', extra: object = {}) => ({
  entity_type: POLICY_FIELDS.borrower.some((f) => f.field === field) ? 'borrower' : 'property',
  field,
  title: field === 'credit_score' ? 'Credit Score' : field === 'ltv' ? 'Loan to Value' : field,
  value,
  func,
  diff: { top: 5, mid: 5 },
  ...extra,
});

describe('investment policy and its analysis (001 §2, §3, §7)', () => {
  let ctx: TestContext;
  let admin: Caller;
  let loanId: string;
  let borrowerId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = caller(ctx);
    const borrower = await insertBorrower(ctx.db, { first_name: 'Pat', last_name: 'Lee', credit_score: 680 });
    borrowerId = borrower.id;
    // 1,250,000 over a 1,600,000 purchase: LTV 78.125%.
    const { loan, property } = await insertLoan(ctx.db, { borrowerIds: [borrower.id] });
    loanId = loan.id;
    await ctx.db.insert(reports).values([
      {
        loan_id: loan.id,
        source: 'credit-plus',
        report_type: 'Credit Analysis',
        state: 'done',
        result: {
          sections: [
            {
              title: 'Pat Lee',
              entity_type: 'borrower',
              entity_id: borrower.id,
              items: [
                {
                  index: 0,
                  key: 'credit_score',
                  label: 'Middle Credit Score',
                  value: 640,
                  confidence_level: 10,
                },
              ],
            },
          ],
        },
      },
      {
        loan_id: loan.id,
        source: 'house-canary',
        report_type: 'Single Family Verification',
        state: 'done',
        result: {
          sections: [
            {
              title: '118 Maple Ave',
              entity_type: 'property',
              entity_id: property.id,
              items: [
                {
                  index: 0,
                  key: 'estimated_value',
                  label: 'Estimated Value',
                  value: 2_000_000,
                  confidence_level: 8,
                  note: 'AVM',
                  quote: 'fsd 0.06',
                },
              ],
            },
          ],
        },
      },
    ]);
  });
  afterAll(async () => ctx?.close());

  it('starts empty: no requirements, version 0, and no analysis rows', async () => {
    expect((await admin('GET', '/policies')).json()).toEqual({ version: 0, requirements: [] });
    const analysis = (await admin('GET', `/policies/loan/${loanId}`)).json();
    expect(analysis).toHaveLength(1);
    expect(analysis[0].header).toEqual([]);
  });

  it('validates requirements with clear messages', async () => {
    const bad = await admin('PUT', '/policies', {
      version: 0,
      requirements: [
        requirement('credit_score', 660, 'min', { func: 'avg' }),
        { ...requirement('credit_score', 660, 'min'), entity_type: 'contact' },
        { ...requirement('credit_score', 660, 'min'), field: 'shoe_size' },
        requirement('ltv', Number.NaN, 'max'),
      ],
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "func must be 'max' or 'min'",
        'Unsupported entity type',
        "Unknown borrower field 'shoe_size'",
      ]),
    );
  });

  it('compares borrower-provided and outside values with each requirement; editing changes the colours', async () => {
    const put = await admin('PUT', '/policies', {
      version: 0,
      requirements: [requirement('credit_score', 660, 'min'), requirement('ltv', 75, 'max', { suffix: '%' })],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().version).toBe(1);

    const borrower = policyAnalysisListSchema.parse(
      (await admin('GET', `/policies/borrower/${loanId}`)).json(),
    );
    expect(borrower[0]!.borrower).toEqual({ id: borrowerId, name: 'Pat Lee' });
    const credit = borrower[0]!.vars.credit_score!;
    // 680 vs min 660: +3.0% headroom, under the 5% top band -> yellow. Bureau 640: -3.0%, within mid -> yellow.
    expect(credit.borrower).toMatchObject({ value: 680, diff: 3, indicator: 'yellow' });
    expect(credit.external).toMatchObject({
      value: 640,
      diff: -3,
      indicator: 'yellow',
      source: 'Credit Plus',
      confidence_level: 10,
    });

    const property = policyAnalysisListSchema.parse((await admin('GET', `/policies/loan/${loanId}`)).json());
    const ltv = property[0]!.vars.ltv!;
    expect(ltv.borrower.value).toBeCloseTo(78.125);
    expect(ltv.borrower.indicator).toBe('yellow'); // 4.2% over max 75, within mid 5%
    expect(ltv.external.value).toBeCloseTo(62.5); // 1,250,000 / 2,000,000 HouseCanary value
    expect(ltv.external.indicator).toBe('green');
    expect(ltv.external.details).toEqual(expect.arrayContaining(['Requirement: max 75%', '"fsd 0.06"']));

    const stricter = await admin('PUT', '/policies', {
      version: 1,
      requirements: [requirement('credit_score', 700, 'min'), requirement('ltv', 65, 'max')],
    });
    expect(stricter.statusCode).toBe(200);
    const after = policyAnalysisListSchema.parse((await admin('GET', `/policies/borrower/${loanId}`)).json());
    expect(after[0]!.vars.credit_score!.borrower.indicator).toBe('yellow'); // -2.9%
    expect(after[0]!.vars.credit_score!.external.indicator).toBe('red'); // -8.6%
  });

  it('a stale version gets 409 and changes nothing', async () => {
    const stale = await admin('PUT', '/policies', { version: 1, requirements: [] });
    expect(stale.statusCode).toBe(409);
    const policy = (await admin('GET', '/policies')).json();
    expect(policy.version).toBe(2);
    expect(policy.requirements).toHaveLength(2);
  });

  it('land has no building: its 0 units and a year built are no shortfall against the policy', async () => {
    const { loan } = await insertLoan(ctx.db, {
      property: { property_type: 'Land', number_of_units: 0, details: { year_built: 1930 } },
    });
    const { version } = (await admin('GET', '/policies')).json() as { version: number };
    const put = await admin('PUT', '/policies', {
      version,
      requirements: [requirement('units', 1, 'min'), requirement('year_built', 1950, 'min')],
    });
    expect(put.statusCode).toBe(200);
    const [land] = policyAnalysisListSchema.parse((await admin('GET', `/policies/loan/${loan.id}`)).json());
    for (const field of ['units', 'year_built']) {
      expect(land!.vars[field]!.borrower.value).toBeNull();
      expect(land!.vars[field]!.borrower.indicator).not.toBe('red');
    }
  });

  it('neighbourhood analysis is empty for a loan without a neighbourhood; unknown loans are 404', async () => {
    expect((await admin('GET', `/policies/neighborhood/${loanId}`)).json()).toEqual([]);
    expect((await admin('GET', '/policies/loan/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });
});
