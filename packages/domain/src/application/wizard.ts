import { z } from 'zod';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  EXPLANATION_MAX_CHARS,
  MEMBER_PERCENTAGE_DEFAULT,
  MEMBER_PERCENTAGE_MAX,
  MEMBER_PERCENTAGE_MIN,
  PROJECT_COUNT_MAX,
  PROJECT_COUNT_MIN,
  WIZARD_SECTIONS,
} from '../constants/constants';
import { creditBandSchema } from '../catalogue/catalogue';
import { rehabRepaymentSchema } from '../loan/loan-options';
import { messages } from '../messages/messages';
import { isValidEmail } from '../prequal/prequal-parse';
import { optionalMoneyField } from '../forms/fields';

// 002 §2.2 / §5 application wizard ('Section n / 8').
export const WIZARD_SECTION_TITLES = [
  'Sponsor Information',
  'Legal Entity Information',
  'Property Information',
  'Rehab',
  'Borrower Experience',
  'Borrower Experience',
  'Sponsor Information',
  'Sponsor Information',
] as const;
export const wizardSectionLabel = (section: number): string => `Section ${section} / ${WIZARD_SECTIONS}`;

const ALLOWED_MIME = [
  'image/png',
  'application/pdf',
  'image/jpeg',
  'image/jpg',
  'image/gif',
  'image/bmp',
  'image/x-ms-bmp',
];

/** Uploads accept png, pdf, jpeg, jpg, gif and bmp (by name or MIME type); else 'Not valid file type'. */
export const isAllowedUpload = (file: { name?: string | null; type?: string | null }): boolean => {
  const extension = (file.name ?? '').toLowerCase().split('.').pop() ?? '';
  const byName =
    (file.name ?? '').includes('.') && (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
  const type = (file.type ?? '').toLowerCase();
  return type ? ALLOWED_MIME.includes(type) && (byName || !file.name) : byName;
};
export const uploadTypeError = (file: { name?: string | null; type?: string | null }): string | null =>
  isAllowedUpload(file) ? null : messages.notValidFileType;

const text = (max = 200) =>
  z.string({ error: messages.required }).trim().min(1, { message: messages.required, abort: true }).max(max);
const email = z
  .string({ error: messages.required })
  .trim()
  .min(1, { message: messages.required, abort: true })
  .refine(isValidEmail, messages.validEmail);
const uploadedFile = z.object(
  { process_id: z.string().min(1), file_name: z.string().min(1) },
  { error: messages.required },
);
const yesNo = z.enum(['yes', 'no'], { error: messages.required });
const countBetween = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

export const memberPercentageMessage = `Between ${MEMBER_PERCENTAGE_MIN}-${MEMBER_PERCENTAGE_MAX}`;
export const projectCountMessage = `Between ${PROJECT_COUNT_MIN}-${PROJECT_COUNT_MAX}`;
export const membersCountMessage = 'Number of members must be a whole number of at least 1';
export const explanationMessage = `At most ${EXPLANATION_MAX_CHARS} characters`;
export const signatureRequiredMessage = 'Signature is required';

// Section 1: every field and a file.
export const sponsorSectionSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email,
  phone: z
    .string({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .refine((v) => v.replace(/\D/g, '').length === 10, messages.validPhone),
  dateOfBirth: text(20),
  address: text(),
  city: text(100),
  state: text(50),
  zipcode: text(10),
  idDocument: uploadedFile,
});

// Section 2: members, percentage 1 to 50 (default 50), count an integer >= 1.
export const memberSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email,
  percentage: countBetween(MEMBER_PERCENTAGE_MIN, MEMBER_PERCENTAGE_MAX, memberPercentageMessage).default(
    MEMBER_PERCENTAGE_DEFAULT,
  ),
});
export const entitySectionSchema = z.object({
  entityName: text(),
  entityType: text(100),
  numberOfMembers: countBetween(1, 10_000, membersCountMessage),
  members: z.array(memberSchema).min(1, { message: messages.required, abort: true }),
});

// Section 3.
export const propertySectionSchema = z.object({
  address: text(),
  city: text(100),
  state: text(50),
  zipcode: text(10),
  propertyType: text(100),
  purchasePrice: optionalMoneyField().refine((v) => v !== undefined, messages.required),
  asIsValue: optionalMoneyField({ limit: Number.MAX_SAFE_INTEGER }),
  numberOfUnits: z.union([z.number().int().min(0), z.literal('')]).optional(),
});

// Section 4: if rehab, hard and soft costs (commas stripped) and a repayment; 'Other' needs text.
export const rehabSectionSchema = z
  .object({
    requiresRehab: yesNo,
    hardCost: optionalMoneyField({ limit: Number.MAX_SAFE_INTEGER }),
    softCost: optionalMoneyField({ limit: Number.MAX_SAFE_INTEGER }),
    repayment: z.preprocess((v) => (v === '' ? undefined : v), rehabRepaymentSchema.optional()),
    repaymentOther: z.string().trim().max(EXPLANATION_MAX_CHARS).optional(),
  })
  .superRefine((rehab, ctx) => {
    if (rehab.requiresRehab !== 'yes') return;
    for (const key of ['hardCost', 'softCost', 'repayment'] as const)
      if (rehab[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: messages.required });
    if (rehab.repayment === 'Other' && !rehab.repaymentOther)
      ctx.addIssue({ code: 'custom', path: ['repaymentOther'], message: messages.required });
  });

// Section 5: credit band, similar properties and projects 1 to 100.
export const experienceSectionSchema = z.object({
  creditScore: z.enum(creditBandSchema.options, { error: messages.required }),
  similarProperties: countBetween(PROJECT_COUNT_MIN, PROJECT_COUNT_MAX, projectCountMessage),
  projects: countBetween(PROJECT_COUNT_MIN, PROJECT_COUNT_MAX, projectCountMessage),
});

// Section 6: yes/no answers, explanation (at most 5000) required when yes.
export const creditQuestionSchema = z
  .object({
    answer: yesNo,
    explanation: z.string().max(EXPLANATION_MAX_CHARS, explanationMessage).default(''),
  })
  .superRefine((q, ctx) => {
    if (q.answer === 'yes' && q.explanation.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['explanation'], message: messages.required });
  });
export const questionsSectionSchema = z.record(z.string(), creditQuestionSchema);

// Section 7: six document uploads.
export const DOCUMENT_UPLOAD_COUNT = 6;
export const documentsSectionSchema = z.record(z.string(), uploadedFile);

// Section 8: affirmation (enabled after a full scroll) and a non-empty signature.
export const consentSectionSchema = z.object({
  affirmed: z.literal(true, { error: messages.required }),
  signature: z
    .string({ error: signatureRequiredMessage })
    .trim()
    .min(1, signatureRequiredMessage)
    .refine((s) => !/^data:,?$/.test(s), signatureRequiredMessage),
});

export const wizardSubmissionSchema = z.object({
  sponsor: sponsorSectionSchema,
  entity: entitySectionSchema,
  property: propertySectionSchema,
  rehab: rehabSectionSchema,
  experience: experienceSectionSchema,
  questions: questionsSectionSchema,
  documents: documentsSectionSchema,
  consent: consentSectionSchema,
});
export type WizardSubmission = z.output<typeof wizardSubmissionSchema>;

export const WIZARD_SECTION_SCHEMAS = [
  sponsorSectionSchema,
  entitySectionSchema,
  propertySectionSchema,
  rehabSectionSchema,
  experienceSectionSchema,
  questionsSectionSchema,
  documentsSectionSchema,
  consentSectionSchema,
] as const;

/** 002 §2.2: 'Does the Property Requires Any Construction or Rehab?' and other labels. */
export const WIZARD_LABELS = {
  rehabQuestion: 'Does the Property Requires Any Construction or Rehab?',
  hardCost: 'Construction Hard Cost Amount',
  softCost: 'Construction Soft Cost Amount (Exclude financing)',
  prev: 'PREV',
  next: 'NEXT',
} as const;
