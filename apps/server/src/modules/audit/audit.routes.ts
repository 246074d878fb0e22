// GET /api/audit (issue 22 item 6, admin only): the audit trail, paged by cursor, or the whole
// filtered trail as CSV (`Accept: text/csv` or format=csv, up to CSV_MAX_ROWS rows). No route
// changes or deletes an audit row. Declared in @lending/domain (contract/integrations.ts).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, toCsv, type AuditRow } from '@lending/domain';
import { register } from '../../plugins/contract';
import { readAuditPage } from './audit.queries';

const CSV_MAX_ROWS = 100_000;
const CSV_PAGE = 500;

const json = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value));

const csvRow = (row: AuditRow) => [
  row.id,
  new Date(row.created_epoch * 1000).toISOString(),
  row.actor.kind,
  row.actor.name,
  row.entity_type,
  row.entity_id,
  row.loan_id,
  row.action,
  json(row.before),
  json(row.after),
];

const sendCsv = (reply: FastifyReply, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="audit-trail.csv"')
    .header('x-content-type-options', 'nosniff')
    .send(csv);

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.getAudit, async (request, reply) => {
    const query = request.query;
    const wantsCsv = query.format === 'csv' || (request.headers.accept ?? '').includes('text/csv');
    if (!wantsCsv) return readAuditPage(db, query);
    const rows: AuditRow[] = [];
    let cursor = query.cursor;
    while (rows.length < CSV_MAX_ROWS) {
      const page = await readAuditPage(db, { ...query, cursor, limit: CSV_PAGE });
      rows.push(...page.items);
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    const csv = toCsv(
      [
        'id',
        'time',
        'actor_kind',
        'actor',
        'entity_type',
        'entity_id',
        'loan_id',
        'action',
        'before',
        'after',
      ],
      rows.map(csvRow),
    );
    return sendCsv(reply, csv);
  });
};
