// Wire contracts of the /loan calls beside the loan shape (loan-entity.ts): paging, summary, map,
// update, archive and links (docs/contract.md "Paged lists"). The server validates and serialises
// with them; the web reads their `z.infer` types.
import { z } from 'zod';
import { archiveSchema, renameSchema, storySchema } from '../forms/loan-forms';
import { requestDetailsFormSchema } from '../forms/request-details';
import { INTEREST_RATE_MAX } from '../constants/constants';
import { LOAN_STATUSES } from '../loan/loan-status';
import { messages } from '../messages/messages';
import { loanSchema } from './loan-entity';
import { versionField } from './versioning';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which loans a list shows (spec 000 §7; the three lists as decided for issue 2, the paged halves of issue 10). */
export const LOAN_SCOPES = [
  'all',
  'portfolio',
  'archive',
  'requests',
  'requests-archive',
  'portfolio-archive',
] as const;
export type LoanScope = (typeof LOAN_SCOPES)[number];

/** The sort keys of GET /loan/page (the server maps each to its SQL and keyset index). */
export const LOAN_SORT_KEYS = [
  'amount',
  'last_update',
  'human_id',
  'name',
  'property',
  'score',
  'duration',
  'status',
  'update',
  'closing',
  'borrowers',
  'contacts',
] as const;
export type LoanSortKey = (typeof LOAN_SORT_KEYS)[number];

const PAGE_LIMIT_MAX = 200;

export const loanIdParams = z.object({ id: z.string().trim().min(1).max(64) });

const details = requestDetailsFormSchema.shape;
const text = (max: number) => z.string().max(max);

// PUT /loan/{id}/update sends changed fields only (000 §7), so each is optional, but one that is
// sent must be valid ('* Required' for blank). interest_rate travels as a fraction (0.105 =
// 10.5%): the form's 'up to 100' percent is at most 1 here. `version` is the optimistic-
// concurrency token (docs/contract.md).
export const loanUpdateBodySchema = z
  .object({
    name: renameSchema.shape.name,
    amount: details.amount,
    amount_at_closing: details.amount_at_closing,
    purpose: details.purpose,
    duration_months: details.duration_months,
    exit_strategy: details.exit_strategy,
    interest_rate: z
      .number({ error: (issue) => (issue.input === null ? messages.required : messages.invalidValue) })
      .min(0, messages.invalidValue)
      .max(INTEREST_RATE_MAX / 100, messages.invalidValue),
    construction_reserve: details.construction_reserve,
    purchase_price: details.amount,
    expected_closing_epoch: details.expected_closing_epoch,
    story: storySchema.shape.story,
    google_drive_folder_id: text(500),
    spreadsheet_id: text(500),
  })
  .partial()
  .extend({ version: versionField })
  .strict();

// 002 §5 archive payload; the bulk archive sends no body at all (000 §7).
export const archiveBodySchema = archiveSchema.strict().nullish();

/** POST/PUT /loan/{id}/add-borrower/{bid}, remove-borrower, add-contact/{cid}, remove-contact. */
export const loanLinkParams = (entity: 'bid' | 'cid') =>
  z.object({
    id: z.string().trim().min(1).max(64),
    [entity]: z.uuid({ message: `Invalid ${entity === 'bid' ? 'borrower' : 'contact'} id` }),
  });

const csv = <T extends z.ZodType<string, string>>(max: number, item: T) =>
  z
    .string()
    .max(2000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, { message: `At most ${max} values` }));

export const loanPageQuery = z.object({
  scope: z.enum(LOAN_SCOPES, { message: `scope must be one of ${LOAN_SCOPES.join(', ')}` }).default('all'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be at least 1' })
    .max(PAGE_LIMIT_MAX, { message: `limit must be at most ${PAGE_LIMIT_MAX}` })
    .default(50),
  sort: z
    .enum(LOAN_SORT_KEYS, { message: `sort must be one of ${LOAN_SORT_KEYS.join(', ')}` })
    .default('amount'),
  dir: z.enum(['asc', 'desc'], { message: 'dir must be asc or desc' }).optional(),
  q: z.string().max(200, { message: 'Search text is too long' }).optional(),
  /** `name`: the loan name only (spec 000 §2, the screens); `all` (default) adds borrower names. */
  search_in: z.enum(['all', 'name'], { message: 'search_in must be all or name' }).default('all'),
  property_type: csv(50, z.string().min(1).max(100)).optional(),
  purpose: csv(50, z.string().min(1).max(100)).optional(),
  status: csv(LOAN_STATUSES.length, z.enum(LOAN_STATUSES, { message: 'Unknown loan status' })).optional(),
  pinned: csv(5, z.string().regex(UUID, { message: 'pinned takes loan ids' })).optional(),
  cursor: z.string().max(2000).optional(),
});

export const loanPageSchema = z.object({
  loans: z.array(loanSchema),
  pinned: z.array(loanSchema),
  total: z.number().int(),
  /** true when more than 10,000 loans match: `total` is then 10,000 ("10,000+"). */
  total_capped: z.boolean(),
  next_cursor: z.string().nullable(),
});
export type LoanPage = z.infer<typeof loanPageSchema>;

export const loanSummaryQuerySchema = z.object({
  scope: z.enum(LOAN_SCOPES, { message: `scope must be one of ${LOAN_SCOPES.join(', ')}` }).default('all'),
});

const countSchema = z.object({ label: z.string(), count: z.number().int() });
const summaryInsightSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  level: z.number(),
});

export const loanSummarySchema = z.object({
  by_status: z.array(z.object({ status: z.string(), count: z.number().int(), amount: z.number() })),
  total_count: z.number().int(),
  total_amount: z.number(),
  average_amount: z.number(),
  average_interest_rate: z.number().nullable(),
  /** Median of the loans' amounts (loans without an amount left out), for the value cards. */
  median_amount: z.number(),
  /** The first property's state, top 4 by count (ties by name): the dashboard's doughnut. */
  by_state: z.array(countSchema),
  /** The first property's type (raw value, null when none): the dashboard's bars. */
  by_property_type: z.array(z.object({ property_type: z.string().nullable(), count: z.number().int() })),
  /** Loans expected to close from now until the end of each window (spec 000 §9: 4, 14, 30 days). */
  closing: z.array(z.object({ days: z.number().int(), count: z.number().int(), amount: z.number() })),
  /** The dashboard's insights card: totals and the loans with the most risks first (6). */
  insights: z.object({
    risks: z.number().int(),
    warnings: z.number().int(),
    loans: z.array(
      z.object({
        id: z.string(),
        human_id: z.string(),
        name: z.string().nullable(),
        risks: z.number().int(),
        warnings: z.number().int(),
        worst: summaryInsightSchema,
      }),
    ),
  }),
});
export type LoanSummary = z.output<typeof loanSummarySchema>;

const coordinate = (min: number, max: number, name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .min(min, { message: `${name} must be at least ${min}` })
    .max(max, { message: `${name} must be at most ${max}` });

export const loanMapQuery = loanPageQuery
  .pick({ scope: true, q: true, search_in: true, status: true, property_type: true, purpose: true })
  .extend({
    south: coordinate(-90, 90, 'south').optional(),
    west: coordinate(-180, 180, 'west').optional(),
    north: coordinate(-90, 90, 'north').optional(),
    east: coordinate(-180, 180, 'east').optional(),
    zoom: coordinate(0, 22, 'zoom').default(11),
  })
  .refine(
    (q) =>
      [q.south, q.west, q.north, q.east].every((v) => v === undefined) ||
      [q.south, q.west, q.north, q.east].every((v) => v !== undefined),
    { message: 'south, west, north and east go together' },
  )
  .refine((q) => q.south === undefined || q.north === undefined || q.south <= q.north, {
    message: 'south must not be above north',
  });

export const loanMapPointSchema = z.object({
  id: z.string(),
  human_id: z.string(),
  name: z.string(),
  amount: z.number().nullable(),
  state: z.string(),
  score: z.number().nullable(),
  lat: z.number(),
  lng: z.number(),
  property_type: z.string().nullable(),
  address: z.string().nullable(),
  borrowers: z.string(),
});
export type LoanMapPoint = z.output<typeof loanMapPointSchema>;

const loanMapBoxSchema = z.object({
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});
export type LoanMapBox = z.infer<typeof loanMapBoxSchema>;

export const loanMapSchema = z.object({
  /** Matching loans in view (or in all when no box was sent). */
  total: z.number().int(),
  /** Each loan in view when `total` <= the server's point limit (400), else empty. */
  points: z.array(loanMapPointSchema),
  /** Grid clusters when there are more loans in view than the point limit, else empty. */
  clusters: z.array(z.object({ lat: z.number(), lng: z.number(), count: z.number().int() })),
  /** Bounds of every matching loan, only when no box was sent (null when none match). */
  bounds: loanMapBoxSchema.nullable(),
});
export type LoanMap = z.output<typeof loanMapSchema>;

/** POST /loan/{id}/request-documents answers how many requests it created. */
export const requestDocumentsResultSchema = z.object({ created: z.number().int() });
