// Values of the staff forms (002 §3): money within the amount limit, rates as fractions.
import { z } from 'zod';
import { AMOUNT_LIMIT } from '@lending/domain';

const LIMIT = '* Limit $15,000,000';
const money = z.number({ message: 'Invalid value' }).min(0, 'Invalid value').max(AMOUNT_LIMIT, LIMIT).nullable();
const rate = z.number({ message: 'Invalid value' }).min(0, 'Invalid value').max(1, 'Invalid value').nullable();
const count = (max: number) => z.number({ message: 'Invalid value' }).int('Invalid value').min(0, 'Invalid value').max(max, 'Invalid value').nullable();
const text = z.string().max(2000).nullable();
const texts = (prefix: string) => Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`${prefix}_${n}`, text])) as Record<string, typeof text>;

export const termSheetValuesSchema = z.object({
  good_faith_deposit: money,
  underwriting_fee: money,
  minimum_loan_to_as_is_value: rate,
  extensions_allowed: count(12),
  extension_period_months: count(60),
  extension_fee: rate,
  extension_interest_rate: rate,
  origination_fee: rate,
  exit_fee: rate,
  broker_fee: rate,
  prepayment_notice_days: count(365),
  minimum_credit_score: count(850),
  minimum_net_worth: money,
  minimum_liquidity: money,
  interest_reserve: money,
  construction_reserve: money,
  amount: money,
  minimum_noi_upon_stabilization: money,
  sofr_spread: rate,
  ...texts('other'),
});

export const commitmentValuesSchema = z.object({
  borrower_id: z.string().nullable(),
  extension_interest_rate: rate,
  extension_fee: rate,
  origination_fee: rate,
  entity_address: text,
  interest_reserve_period_months: count(120),
  extension_conditions: text,
  borrower_entity_name: text,
  interest_reserve: money,
  sofr_spread: rate,
});

export const boardReviewValuesSchema = z.object({
  borrower_entity_name: text,
  origination_fee: rate,
  exit_fee: rate,
  buildings: text,
  borrower_experience: text,
  loans_in_county: count(10_000),
  experience: text,
  ...texts('strength'),
  ...texts('weakness'),
});
