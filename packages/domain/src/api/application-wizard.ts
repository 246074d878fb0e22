// The 8-section loan application (002 §2.2, §5 'Application wizard') as the server checks it.
// The shape is the wizard's values (apps/web/src/features/application-wizard/utils/wizard-values.ts);
// application/wizard.ts holds the web form's section schemas (a follow-up may merge the two);
// limits and messages come from @lending/domain. Files are processes of the application
// activity, uploaded through the presigned flow beforehand.
import { z } from 'zod';
import { APPLICATION_KINDS } from '../catalogue/catalogue';
import {
  EXPLANATION_MAX_CHARS,
  MEMBER_PERCENTAGE_MAX,
  MEMBER_PERCENTAGE_MIN,
  PROJECT_COUNT_MAX,
  PROJECT_COUNT_MIN,
} from '../constants/constants';
import { messages } from '../messages/messages';
import { isValidEmail } from '../prequal/prequal-parse';
import { versionField } from './versioning';

const required = (max = 200) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, `At most ${max} characters`);
const email = required(320).refine(isValidEmail, messages.validEmail);
const money = z.number({ error: messages.required }).min(0).max(1e10);
const yesNo = z.enum(['yes', 'no'], { error: messages.required });

export const uploadedFileSchema = z.object(
  { process_id: z.uuid(messages.required), file_name: z.string().max(255) },
  { error: messages.required },
);

// 002 §2.2 section 6: yes/no credit and legal questions; section 7: six document uploads.
export const CREDIT_QUESTION_KEYS = [
  'bankruptcy',
  'foreclosure',
  'judgments',
  'lawsuits',
  'federalDebt',
  'felony',
] as const;
export const DOCUMENT_SLOTS = {
  operatingAgreement: 'Operating Agreement',
  articlesOfOrganization: 'Articles of Organization',
  goodStanding: 'Certificate of Good Standing',
  einLetter: 'EIN Letter',
  sreo: 'Schedule of Real Estate Owned',
  bankStatements: 'Bank Statements (last 2 months)',
} as const;

const question = z
  .object({
    answer: yesNo,
    explanation: z
      .string()
      .max(EXPLANATION_MAX_CHARS, `At most ${EXPLANATION_MAX_CHARS} characters`)
      .default(''),
  })
  .refine((q) => q.answer === 'no' || q.explanation.trim() !== '', {
    path: ['explanation'],
    message: messages.required,
  });

const member = z.object({
  firstName: required(100),
  lastName: required(100),
  email,
  percentage: z
    .number({ error: `Between ${MEMBER_PERCENTAGE_MIN}-${MEMBER_PERCENTAGE_MAX}` })
    .min(MEMBER_PERCENTAGE_MIN, `Between ${MEMBER_PERCENTAGE_MIN}-${MEMBER_PERCENTAGE_MAX}`)
    .max(MEMBER_PERCENTAGE_MAX, `Between ${MEMBER_PERCENTAGE_MIN}-${MEMBER_PERCENTAGE_MAX}`),
});

const projectCount = z
  .number({ error: `Between ${PROJECT_COUNT_MIN}-${PROJECT_COUNT_MAX}` })
  .int(`Between ${PROJECT_COUNT_MIN}-${PROJECT_COUNT_MAX}`)
  .min(PROJECT_COUNT_MIN, `Between ${PROJECT_COUNT_MIN}-${PROJECT_COUNT_MAX}`)
  .max(PROJECT_COUNT_MAX, `Between ${PROJECT_COUNT_MIN}-${PROJECT_COUNT_MAX}`);

/** A PNG drawn on the signature canvas, as a data URL; empty is refused (002 §2.2 section 8). */
export const SIGNATURE_REQUIRED = 'Signature is required';
const signature = z
  .string({ error: SIGNATURE_REQUIRED })
  .min(1, SIGNATURE_REQUIRED)
  .max(1_500_000, 'Signature is too large')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, SIGNATURE_REQUIRED);

export const applicationSubmissionSchema = z.object({
  kind: z.enum(APPLICATION_KINDS).default('full-request'),
  sponsor: z.object({
    firstName: required(100),
    lastName: required(100),
    email,
    phone: required(20).refine((v) => v.replace(/\D/g, '').length === 10, messages.validPhone),
    dateOfBirth: required(10).regex(/^\d{4}-\d{2}-\d{2}$/, messages.birthDateInvalid),
    address: required(),
    city: required(100),
    state: required(50),
    zipcode: required(10),
    idDocument: uploadedFileSchema,
  }),
  entity: z.object({
    entityName: required(),
    entityType: required(100),
    numberOfMembers: z
      .number({ error: messages.required })
      .int()
      .min(1, 'Number of members must be a whole number of at least 1')
      .max(100),
    members: z.array(member).min(1).max(100),
  }),
  property: z.object({
    address: required(),
    city: required(100),
    state: required(50),
    zipcode: required(10),
    propertyType: required(100),
    purchasePrice: money,
    asIsValue: money.nullable().optional(),
    numberOfUnits: z.union([z.number().int().min(0).max(100_000), z.literal('')]).optional(),
  }),
  rehab: z
    .object({
      requiresRehab: yesNo,
      hardCost: money.nullable().optional(),
      softCost: money.nullable().optional(),
      repayment: z.string().max(50).default(''),
      repaymentOther: z.string().max(EXPLANATION_MAX_CHARS).default(''),
    })
    .superRefine((rehab, ctx) => {
      if (rehab.requiresRehab !== 'yes') return;
      for (const key of ['hardCost', 'softCost'] as const)
        if (rehab[key] == null) ctx.addIssue({ code: 'custom', path: [key], message: messages.required });
      if (!['Sale', 'Refinance', 'Other'].includes(rehab.repayment))
        ctx.addIssue({ code: 'custom', path: ['repayment'], message: messages.required });
      if (rehab.repayment === 'Other' && !rehab.repaymentOther.trim())
        ctx.addIssue({ code: 'custom', path: ['repaymentOther'], message: messages.required });
    }),
  experience: z.object({
    creditScore: required(20),
    similarProperties: projectCount,
    projects: projectCount,
  }),
  questions: z.object(
    Object.fromEntries(CREDIT_QUESTION_KEYS.map((key) => [key, question])) as Record<
      (typeof CREDIT_QUESTION_KEYS)[number],
      typeof question
    >,
  ),
  documents: z.object(
    Object.fromEntries(Object.keys(DOCUMENT_SLOTS).map((key) => [key, uploadedFileSchema])) as Record<
      keyof typeof DOCUMENT_SLOTS,
      typeof uploadedFileSchema
    >,
  ),
  consent: z.object({ affirmed: z.literal(true, { error: messages.required }), signature }),
});
export type ApplicationSubmission = z.output<typeof applicationSubmissionSchema>;

// The draft and its answer (GET/PUT /personal/application/{activityId}, POST .../submit).
export const applicationParams = z.object({ activityId: z.string().max(64) });

export const applicationResponse = z.object({
  activity_id: z.string(),
  state: z.string(),
  kind: z.enum(['init-request', 'full-request']),
  data: z.record(z.string(), z.unknown()),
  submitted_epoch: z.number().nullable(),
  files: z.array(
    z.object({
      document_id: z.string(),
      process_id: z.string(),
      file_name: z.string(),
      document_name: z.string(),
    }),
  ),
  /** The activity's version: a draft save sends it back (a stale one gets 409). */
  version: z.number().int(),
});
export type ApplicationRecord = z.infer<typeof applicationResponse>;

export const applicationDraftBody = z.object({
  kind: z.enum(['init-request', 'full-request']).optional(),
  data: z.record(z.string(), z.unknown()),
  version: versionField,
});

/** GET /personal/application/{activityId}/download: a 15-minute signed link to the PDF. */
export const applicationDownloadSchema = z.object({ url: z.string(), file_name: z.string() });
export type ApplicationDownload = z.infer<typeof applicationDownloadSchema>;
