// Wire contract of the audit-trail viewer (issue 22 item 6): GET /api/audit, admin only.
import { z } from 'zod';

export const auditActorKinds = ['user', 'api_key', 'system'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

const epochQuery = z.coerce.number().int().min(0).max(32_503_680_000);

export const auditQuerySchema = z.object({
  loan_id: z.string().trim().max(100).optional(),
  /** An e-mail, an API key's name, 'system', or part of one of them. */
  actor: z.string().trim().max(200).optional(),
  actor_kind: z.enum(auditActorKinds).optional(),
  entity: z.string().trim().max(100).optional(),
  action: z.string().trim().max(200).optional(),
  from: epochQuery.optional(),
  to: epochQuery.optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  format: z.enum(['json', 'csv']).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  created_epoch: z.number().int(),
  actor: z.object({
    kind: z.enum(auditActorKinds),
    /** The person's e-mail, the API key's name, or 'System'. */
    name: z.string(),
    user_id: z.string().nullable(),
    api_key_id: z.string().nullable(),
  }),
  entity_type: z.string(),
  entity_id: z.string(),
  loan_id: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditPageSchema = z.object({
  items: z.array(auditRowSchema),
  next_cursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
