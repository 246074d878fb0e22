import { z } from 'zod';
import { entityKindSchema } from '../catalogue/catalogue';
import { messages } from '../messages/messages';
import {
  epochField,
  moneyField,
  optionalMoneyField,
  optionalNumberField,
  optionalText,
  requiredText,
} from './fields';

// 002 §3 value lists of the staff forms. Every field is optional (partial updates, save only what
// changed); percent fields are fractions (0.02 = 2%), shown x100 by the forms.
const fraction = () =>
  optionalNumberField().refine((v) => v === undefined || (v >= 0 && v <= 1), messages.invalidValue);
const count = (max = 10_000) =>
  optionalNumberField().refine(
    (v) => v === undefined || (Number.isInteger(v) && v >= 0 && v <= max),
    messages.invalidValue,
  );
const money = () => optionalMoneyField();
const text = () => optionalText(2000);

export const TERM_SHEET_PERCENT_FIELDS = [
  'minimum_loan_to_as_is_value',
  'extension_fee',
  'extension_interest_rate',
  'origination_fee',
  'exit_fee',
  'broker_fee',
  'sofr_spread',
] as const;

export const termSheetValuesSchema = z.object({
  good_faith_deposit: money(),
  underwriting_fee: money(),
  minimum_loan_to_as_is_value: fraction(),
  extensions_allowed: count(),
  extension_period_months: count(),
  extension_fee: fraction(),
  extension_interest_rate: fraction(),
  origination_fee: fraction(),
  exit_fee: fraction(),
  broker_fee: fraction(),
  prepayment_notice_days: count(),
  minimum_credit_score: count(900),
  minimum_net_worth: optionalMoneyField({ limit: Number.MAX_SAFE_INTEGER }),
  minimum_liquidity: optionalMoneyField({ limit: Number.MAX_SAFE_INTEGER }),
  interest_reserve: money(),
  construction_reserve: money(),
  amount: money(),
  minimum_noi_upon_stabilization: optionalMoneyField({ limit: Number.MAX_SAFE_INTEGER }),
  sofr_spread: fraction(),
  other_1: text(),
  other_2: text(),
  other_3: text(),
  other_4: text(),
  other_5: text(),
});
export type TermSheetValues = z.infer<typeof termSheetValuesSchema>;
export const TERM_SHEET_FIELDS = Object.keys(termSheetValuesSchema.shape) as (keyof TermSheetValues)[];

export const COMMITMENT_PERCENT_FIELDS = [
  'extension_interest_rate',
  'extension_fee',
  'origination_fee',
  'sofr_spread',
] as const;

export const commitmentValuesSchema = z.object({
  // Shown as the borrower's email (002 §3).
  borrower_id: optionalText(100),
  extension_interest_rate: fraction(),
  extension_fee: fraction(),
  origination_fee: fraction(),
  entity_address: text(),
  interest_reserve_period_months: count(),
  extension_conditions: text(),
  borrower_entity_name: text(),
  interest_reserve: money(),
  sofr_spread: fraction(),
});
export type CommitmentValues = z.infer<typeof commitmentValuesSchema>;
export const COMMITMENT_FIELDS = Object.keys(commitmentValuesSchema.shape) as (keyof CommitmentValues)[];

export const BOARD_REVIEW_PERCENT_FIELDS = ['origination_fee', 'exit_fee'] as const;

export const boardReviewValuesSchema = z.object({
  borrower_entity_name: text(),
  origination_fee: fraction(),
  exit_fee: fraction(),
  buildings: text(),
  borrower_experience: text(),
  loans_in_county: count(),
  strength_1: text(),
  strength_2: text(),
  strength_3: text(),
  strength_4: text(),
  strength_5: text(),
  weakness_1: text(),
  weakness_2: text(),
  weakness_3: text(),
  weakness_4: text(),
  weakness_5: text(),
  // "and a further experience field" (002 §3).
  other_experience: text(),
});
export type BoardReviewValues = z.infer<typeof boardReviewValuesSchema>;
export const BOARD_REVIEW_FIELDS = Object.keys(boardReviewValuesSchema.shape) as (keyof BoardReviewValues)[];

export const DOCUMENT_VALUE_LABELS: Record<string, string> = {
  minimum_loan_to_as_is_value: 'Minimum Loan To As-Is Value',
  minimum_noi_upon_stabilization: 'Minimum NOI Upon Stabilization',
  sofr_spread: 'SOFR Spread',
  borrower_id: 'Borrower',
};

/** 002 §3 / §5 good faith deposit: amount within the limit and a valid date (epoch seconds). */
export const gfdAcceptSchema = z.object({
  deposit_amount: moneyField(),
  deposit_date: epochField({ invalid: messages.invalidDateField }),
});
export type GfdAcceptBody = z.infer<typeof gfdAcceptSchema>;

// 001 §3 / §5 templates.
export const gptPromptSchema = z.object({
  name: requiredText(),
  question: requiredText(messages.required, 2000),
});
export type GptPrompt = z.infer<typeof gptPromptSchema>;

/** The wire payload of create-template / update-template (001 §7). */
export const templatePayloadSchema = z.object({
  entity_type: entityKindSchema,
  document_name: requiredText(),
  description: requiredText(messages.required, 2000),
  auto_create_activity: z.boolean().default(false),
  folder_name: optionalText(200),
  use_textract: z.boolean().default(false),
  gpt_prompts: z.array(gptPromptSchema).optional(),
});
export type TemplatePayload = z.infer<typeof templatePayloadSchema>;

export type TemplateForm = Omit<TemplatePayload, 'gpt_prompts'> & {
  use_ocr: boolean;
  gpt_prompts: GptPrompt[];
};

/** 001 §5: prompts are sent only with OCR on and at least one prompt; Textract only with OCR. */
export const toTemplatePayload = ({ use_ocr, gpt_prompts, ...rest }: TemplateForm): TemplatePayload => {
  const prompts = gpt_prompts.filter((p) => p.name.trim() !== '' || p.question.trim() !== '');
  return {
    ...rest,
    use_textract: use_ocr ? rest.use_textract : false,
    ...(use_ocr && prompts.length > 0 ? { gpt_prompts: prompts } : {}),
  };
};

/** 001 §5: Create/Update is disabled with an empty name. */
export const canSaveTemplate = (form: Pick<TemplateForm, 'document_name'>): boolean =>
  form.document_name.trim() !== '';

/** 001 §5 recipients: send disabled with no recipient or any blank name or email. */
export const recipientSchema = z.object({
  name: requiredText(),
  email: z
    .string({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .email(messages.emailInvalid),
});
export const recipientsSchema = z.object({
  recipients: z.array(recipientSchema).min(1, { message: messages.required, abort: true }),
});
export type Recipient = z.infer<typeof recipientSchema>;
export const canSendRecipients = (recipients: readonly { name: string; email: string }[]): boolean =>
  recipients.length > 0 && recipients.every((r) => r.name.trim() !== '' && r.email.trim() !== '');

/** 001 §5 reject reason: non-blank after trimming. */
export const rejectReasonSchema = z.object({ reason: requiredText(messages.required, 2000) });
export const isValidRejectReason = (reason: string | null | undefined): boolean =>
  (reason ?? '').trim() !== '';

/** 002 §5 page extraction input: digits, dash and comma only. */
export const sanitizePageExtraction = (text: string): string => text.replace(/[^\d,-]/g, '');
