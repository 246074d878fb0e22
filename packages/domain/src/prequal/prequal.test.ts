import { describe, expect, it } from 'vitest';
import { deriveNoi, derivePropertyNoi } from './noi';
import { makePrequalSchema } from './prequal-schema';
import { isPastYearPurchase, prequalIssues } from './prequal-rules';

const now = new Date(Date.UTC(2026, 5, 1, 12));
const nowEpoch = Math.floor(now.getTime() / 1000);
const DAY = 86_400;
const schema = makePrequalSchema(() => now);

const property = (over: Record<string, unknown> = {}) => ({
  address: {
    street: '118 Maple Ave',
    city: 'Austin',
    state: 'TX',
    zipcode: '78704',
    country: 'US',
    coordinates: { lat: 30.2437, lng: -97.7671 },
  },
  propertyType: 'Single Family Home',
  ...over,
});

const valid = (over: Record<string, unknown> = {}) => ({
  isBroker: false,
  borrowerName: { firstName: 'Jane', lastName: 'Doe-Smith' },
  borrowerEmail: 'jane@example.com',
  borrowerPhone: { area: '512', phone: '5550142' },
  estimatedClosingDate: nowEpoch + 30 * DAY,
  durationMonths: 12,
  amount: '750,000',
  purchasePrice: '900,000',
  purposeOfLoan: 'Purchase',
  exitStrategy: 'Sale',
  properties: [property()],
  ...over,
});

/** The message on one path, or undefined. */
const messageAt = (input: unknown, path: string) =>
  prequalIssues(input, now).find((issue) => issue.path.join('.') === path)?.message;

describe('pre-qualification (002 §5)', () => {
  it('accepts a complete purchase and stores money without commas', () => {
    const result = schema.safeParse(valid());
    expect(result.success).toBe(true);
    expect(result.data?.amount).toBe(750000);
    expect(result.data?.purchasePrice).toBe(900000);
    expect(result.data?.properties[0]?.propertyType).toBe('Single family home');
  });

  it("names: '* Required', then letters, spaces and dashes only", () => {
    expect(
      messageAt(valid({ borrowerName: { firstName: '', lastName: 'Doe' } }), 'borrowerName.firstName'),
    ).toBe('* Required');
    expect(
      messageAt(valid({ borrowerName: { firstName: 'J4ne', lastName: 'Doe' } }), 'borrowerName.firstName'),
    ).toBe('* Enter a valid name');
    expect(
      messageAt(
        valid({ borrowerName: { firstName: 'Mary Ann', lastName: 'Doe' } }),
        'borrowerName.firstName',
      ),
    ).toBeUndefined();
  });

  it('borrower email is required and valid unless broker mode', () => {
    expect(messageAt(valid({ borrowerEmail: 'nope' }), 'borrowerEmail')).toBe('* Enter a valid email');
    expect(messageAt(valid({ borrowerEmail: '' }), 'borrowerEmail')).toBe('* Enter a valid email');
  });

  it('broker mode: broker fields required, borrower email may be blank', () => {
    const broker = {
      isBroker: true,
      brokerName: { firstName: 'Bob', lastName: 'Broker' },
      brokerEmail: 'bob@brokers.com',
    };
    expect(prequalIssues(valid({ ...broker, borrowerEmail: '' }), now)).toEqual([]);
    expect(messageAt(valid({ ...broker, borrowerEmail: 'bad' }), 'borrowerEmail')).toBe(
      '* Enter a valid email or leave blank',
    );
    expect(messageAt(valid({ ...broker, brokerEmail: '' }), 'brokerEmail')).toBe('* Enter a valid email');
    expect(
      messageAt(valid({ ...broker, brokerName: { firstName: '', lastName: 'B' } }), 'brokerName.firstName'),
    ).toBe('* Required');
  });

  it('broker fields are not checked and are cleared when the broker toggle is off', () => {
    const input = valid({ brokerName: { firstName: '1', lastName: '' }, brokerEmail: 'bad' });
    expect(prequalIssues(input, now)).toEqual([]);
    const out = schema.parse(input);
    expect(out.brokerName).toBeNull();
    expect(out.brokerEmail).toBeNull();
  });

  it('phone: exactly 10 digits', () => {
    expect(messageAt(valid({ borrowerPhone: { area: '512', phone: '555014' } }), 'borrowerPhone')).toBe(
      '* Enter a valid phone number (10)',
    );
    expect(messageAt(valid({ borrowerPhone: '51255501421' }), 'borrowerPhone')).toBe(
      '* Enter a valid phone number (10)',
    );
    expect(messageAt(valid({ borrowerPhone: '5125550142' }), 'borrowerPhone')).toBeUndefined();
    expect(messageAt(valid({ borrowerPhone: '' }), 'borrowerPhone')).toBe('* Required');
  });

  it('address: street number and route, city, state, zipcode, coordinates, country US', () => {
    const bad = (address: Record<string, unknown>) =>
      messageAt(
        valid({ properties: [property({ address: { ...property().address, ...address } })] }),
        'properties.0.address',
      );
    expect(bad({ country: 'CA' })).toBe('* Enter a valid address');
    expect(bad({ street: 'Maple Ave' })).toBe('* Enter a valid address');
    expect(bad({ city: '' })).toBe('* Enter a valid address');
    expect(bad({ zipcode: '' })).toBe('* Enter a valid address');
    expect(bad({ coordinates: undefined })).toBe('* Enter a valid address');
    expect(bad({})).toBeUndefined();
  });

  it("durationMonths from 1 to 24 ('* Between 1-24')", () => {
    expect(messageAt(valid({ durationMonths: 0 }), 'durationMonths')).toBe('* Between 1-24');
    expect(messageAt(valid({ durationMonths: 25 }), 'durationMonths')).toBe('* Between 1-24');
    expect(messageAt(valid({ durationMonths: '-3' }), 'durationMonths')).toBe('* Between 1-24');
    expect(messageAt(valid({ durationMonths: 'abc' }), 'durationMonths')).toBe('* Between 1-24');
    expect(messageAt(valid({ durationMonths: 24 }), 'durationMonths')).toBeUndefined();
    expect(messageAt(valid({ durationMonths: 1 }), 'durationMonths')).toBeUndefined();
  });

  it('amount and purchasePrice: required, at most $15,000,000', () => {
    expect(messageAt(valid({ amount: '15,000,001' }), 'amount')).toBe('* Limit $15,000,000');
    expect(messageAt(valid({ amount: 15_000_000 }), 'amount')).toBeUndefined();
    expect(messageAt(valid({ amount: '' }), 'amount')).toBe('* Required');
    expect(messageAt(valid({ purchasePrice: 20_000_000 }), 'purchasePrice')).toBe('* Limit $15,000,000');
    expect(messageAt(valid({ purchasePrice: undefined }), 'purchasePrice')).toBe('* Required');
  });

  it('money fields accept digits and commas only', () => {
    expect(messageAt(valid({ amount: '$750,000' }), 'amount')).toBe('Invalid value');
    expect(messageAt(valid({ amount: '750k' }), 'amount')).toBe('Invalid value');
  });

  it('dates are required, valid and from 1900', () => {
    expect(messageAt(valid({ estimatedClosingDate: undefined }), 'estimatedClosingDate')).toBe('* Required');
    expect(messageAt(valid({ estimatedClosingDate: 'soon' }), 'estimatedClosingDate')).toBe('* Invalid Date');
    expect(
      messageAt(valid({ estimatedClosingDate: Date.UTC(1899, 11, 31) / 1000 }), 'estimatedClosingDate'),
    ).toBe('* Invalid Date');
    expect(messageAt(valid({ estimatedClosingDate: '1900-01-01' }), 'estimatedClosingDate')).toBeUndefined();
  });

  it('refinance requires purchaseDate, currentLoanBalance and purchasePrice', () => {
    const refinance = valid({ purposeOfLoan: 'Refinance', purchasePrice: undefined });
    expect(messageAt(refinance, 'purchaseDate')).toBe('* Required');
    expect(messageAt(refinance, 'currentLoanBalance')).toBe('* Required');
    const recent = valid({
      purposeOfLoan: 'Refinance',
      purchaseDate: nowEpoch - 100 * DAY,
      currentLoanBalance: '400,000',
      purchasePrice: '',
    });
    expect(messageAt(recent, 'purchasePrice')).toBe('* Required');
  });

  it('a purchase more than 365 days ago makes purchasePrice optional and clears it', () => {
    const old = valid({
      purposeOfLoan: 'Refinance',
      purchaseDate: nowEpoch - 366 * DAY,
      currentLoanBalance: '400,000',
      purchasePrice: '',
    });
    expect(prequalIssues(old, now)).toEqual([]);
    const out = schema.parse({ ...old, purchasePrice: '500,000' });
    expect(out.purchasePrice).toBeNull();
    expect(out.currentLoanBalance).toBe(400000);
    expect(isPastYearPurchase(nowEpoch - 365 * DAY, now)).toBe(false);
    expect(isPastYearPurchase(nowEpoch - 365 * DAY - 1, now)).toBe(true);
  });

  it('a purchase clears the refinance-only fields', () => {
    const out = schema.parse(valid({ purchaseDate: nowEpoch - 10 * DAY, currentLoanBalance: '1,000' }));
    expect(out.purchaseDate).toBeNull();
    expect(out.currentLoanBalance).toBeNull();
  });

  it('rehabBudgetHard is required for a property that requires rehab', () => {
    const rehab = valid({ properties: [property({ propertyRequires: true })] });
    expect(messageAt(rehab, 'properties.0.rehabBudgetHard')).toBe('* Required');
    expect(
      messageAt(
        valid({ properties: [property({ propertyRequires: true, rehabBudgetHard: '50,000' })] }),
        'properties.0.rehabBudgetHard',
      ),
    ).toBeUndefined();
  });

  it('changing the property type clears fields that no longer apply', () => {
    const out = schema.parse(
      valid({
        properties: [property({ propertyType: 'Land', bedrooms: 3, currentGrossIncomeCommercial: '1,000' })],
      }),
    );
    expect(out.properties[0]).not.toHaveProperty('bedrooms');
    expect(out.properties[0]).not.toHaveProperty('currentGrossIncomeCommercial');
  });

  it('needs at least one property and reports messages per property', () => {
    expect(messageAt(valid({ properties: [] }), 'properties')).toBe('* Required');
    expect(
      messageAt(
        valid({ properties: [property(), property({ propertyType: '' })] }),
        'properties.1.propertyType',
      ),
    ).toBe('* Required');
  });

  it('the schema reports the issues with their paths', () => {
    const result = schema.safeParse(valid({ amount: '99,000,000' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', '* Limit $15,000,000'],
    ]);
  });
});

describe('NOI derivation (002 §5)', () => {
  it('current = 0.95 x residential income - expenses', () => {
    expect(
      deriveNoi({
        propertyType: 'Multifamily (5+)',
        residentialIncome: 100_000,
        commercialIncome: 50_000,
        expenses: 20_000,
      }),
    ).toBe(75_000);
  });
  it('adds 0.9 x commercial income for Mixed use', () => {
    expect(
      deriveNoi({
        propertyType: 'Mixed use',
        residentialIncome: 100_000,
        commercialIncome: 50_000,
        expenses: 20_000,
      }),
    ).toBe(120_000);
  });
  it('is blank when 0', () => {
    expect(deriveNoi({ propertyType: 'Condo', residentialIncome: 0, expenses: 0 })).toBeNull();
    expect(deriveNoi({ propertyType: 'Condo', residentialIncome: 20_000, expenses: 19_000 })).toBeNull();
    expect(deriveNoi({ propertyType: 'Condo', residentialIncome: 20_000, expenses: 20_000 })).toBe(-1000);
  });
  it('the submission carries derived NOI, not the client value', () => {
    const noi = derivePropertyNoi({
      propertyType: 'Mixed use',
      currentGrossIncomeResidential: 1000,
      currentGrossIncomeCommercial: 1000,
      currentOperatingExpenses: 100,
    });
    expect(noi).toEqual({ currentNoi: 1750, expectedNoi: null });
    const out = schema.parse(
      valid({
        properties: [
          property({
            propertyType: '2-4 Family',
            currentGrossIncomeResidential: '10,000',
            currentOperatingExpenses: '500',
            currentNoi: 1,
          }),
        ],
      }),
    );
    expect(out.properties[0]?.currentNoi).toBe(9000);
  });
});
