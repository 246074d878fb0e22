// Apache Fineract progressive-loan schedules (360/30 products), transcribed as published. Why
// these and not others: see case-types.ts.
import { monthly, type ConformanceCase } from './case-types';

const FINERACT = 'apache/fineract fineract-e2e-tests-runner/src/test/resources/features';

export const FINERACT_CASES: ConformanceCase[] = [
  {
    id: 'fineract-C3154',
    source: `${FINERACT}/EMICalculation-Part1.feature, C3154 "EMI calculation with 360/30 setup - integer"`,
    input: monthly('100', '12', 6, '2024-01-01', '2024-02-01'),
    expected: {
      payment: '17.25',
      total_interest: '3.53',
      lines: [
        ['2024-02-01', '16.25', '1.00', '83.75'],
        ['2024-03-01', '16.41', '0.84', '67.34'],
        ['2024-04-01', '16.58', '0.67', '50.76'],
        ['2024-05-01', '16.74', '0.51', '34.02'],
        ['2024-06-01', '16.91', '0.34', '17.11'],
        ['2024-07-01', '17.11', '0.17', '0.00'],
      ],
    },
  },
  {
    id: 'fineract-C3155',
    source: `${FINERACT}/EMICalculation-Part1.feature, C3155 "EMI calculation with 360/30 setup - decimal"`,
    input: monthly('100', '9.4822', 6, '2024-01-01', '2024-02-01'),
    expected: {
      payment: '17.13',
      total_interest: '2.78',
      lines: [
        ['2024-02-01', '16.34', '0.79', '83.66'],
        ['2024-03-01', '16.47', '0.66', '67.19'],
        ['2024-04-01', '16.60', '0.53', '50.59'],
        ['2024-05-01', '16.73', '0.40', '33.86'],
        ['2024-06-01', '16.86', '0.27', '17.00'],
        ['2024-07-01', '17.00', '0.13', '0.00'],
      ],
    },
  },
  {
    id: 'fineract-C3237',
    source: `${FINERACT}/EMICalculation-Part2.feature, C3237 "... UC12 ..." (schedule right after disbursement)`,
    input: monthly('100', '7', 6, '2024-01-01', '2024-02-01'),
    expected: {
      payment: '17.01',
      total_interest: '2.05',
      lines: [
        ['2024-02-01', '16.43', '0.58', '83.57'],
        ['2024-03-01', '16.52', '0.49', '67.05'],
        ['2024-04-01', '16.62', '0.39', '50.43'],
        ['2024-05-01', '16.72', '0.29', '33.71'],
        ['2024-06-01', '16.81', '0.20', '16.90'],
        ['2024-07-01', '16.90', '0.10', '0.00'],
      ],
    },
  },
  {
    id: 'fineract-C3936',
    source: `${FINERACT}/LoanDelinquency-Part2.feature, C3936 "... overpayment first installment ... UC7" (schedule right after disbursement)`,
    input: monthly('1000', '7', 3, '2024-06-01', '2024-07-01'),
    expected: {
      payment: '337.23',
      total_interest: '11.69',
      lines: [
        ['2024-07-01', '331.40', '5.83', '668.60'],
        ['2024-08-01', '333.33', '3.90', '335.27'],
        ['2024-09-01', '335.27', '1.96', '0.00'],
      ],
    },
  },
  {
    id: 'fineract-accrual-activity-100-7-3',
    source: `${FINERACT}: product LP2_ADV_PYMNT_INTEREST_DAILY_EMI_360_30_ACCRUAL_ACTIVITY, 100 at 7% over 3 months submitted 01 January 2025 (accrual-activity feature; file path not recorded by the library)`,
    input: monthly('100', '7', 3, '2025-01-01', '2025-02-01'),
    expected: {
      payment: '33.72',
      lines: [
        ['2025-02-01', '33.14', '0.58', '66.86'],
        ['2025-03-01', '33.33', '0.39', '33.53'],
        ['2025-04-01', '33.53', '0.20', '0.00'],
      ],
    },
  },
  {
    id: 'fineract-242.46-29.99-12',
    source: `${FINERACT}: product LP2_ADV_PYMNT_INTEREST_DAILY_EMI_360_30_INTEREST_RECALCULATION_DAILY_TILL_PRECLOSE, 242.46 at 29.99% over 12 months disbursed 21 March 2025 (merchant-issued-refund scenario; file path not recorded by the library)`,
    input: monthly('242.46', '29.99', 12, '2025-03-21', '2025-04-21'),
    expected: {
      payment: '23.64',
      total_interest: '41.17',
      lines: [
        ['2025-04-21', '17.58', '6.06', '224.88'],
        ['2025-05-21', '18.02', '5.62', '206.86'],
        ['2025-06-21', '18.47', '5.17', '188.39'],
        ['2025-07-21', '18.93', '4.71', '169.46'],
        ['2025-08-21', '19.40', '4.24', '150.06'],
        ['2025-09-21', '19.89', '3.75', '130.17'],
        ['2025-10-21', '20.39', '3.25', '109.78'],
        ['2025-11-21', '20.90', '2.74', '88.88'],
        ['2025-12-21', '21.42', '2.22', '67.46'],
        ['2026-01-21', '21.95', '1.69', '45.51'],
        ['2026-02-21', '22.50', '1.14', '23.01'],
        ['2026-03-21', '23.01', '0.58', '0.00'],
      ],
    },
  },
  {
    id: 'fineract-BL01-bullet',
    // Fineract expresses the bullet as grace on principal = N - 1 with equal installments: every
    // period pays the 30/360 interest and the last clears the principal, our interest-only rule.
    source: `${FINERACT}/LoanBulletBalloon.feature, BL01 "Progressive bullet schedule when grace on principal equals number of repayments minus 1 - N=8"`,
    input: { ...monthly('100', '30', 8, '2024-01-01', '2024-02-01'), amortization_months: 0 },
    expected: {
      payment: '2.50',
      total_interest: '20.00',
      lines: [
        ['2024-02-01', '0.00', '2.50', '100.00'],
        ['2024-03-01', '0.00', '2.50', '100.00'],
        ['2024-04-01', '0.00', '2.50', '100.00'],
        ['2024-05-01', '0.00', '2.50', '100.00'],
        ['2024-06-01', '0.00', '2.50', '100.00'],
        ['2024-07-01', '0.00', '2.50', '100.00'],
        ['2024-08-01', '0.00', '2.50', '100.00'],
        ['2024-09-01', '100.00', '2.50', '0.00'],
      ],
    },
  },
];
