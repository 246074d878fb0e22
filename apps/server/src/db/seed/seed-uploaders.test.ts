// Seeded documents name who uploaded them and carry no invented readings (issue 23): a borrower's
// upload says the borrower, a lender paper says the staff user, a file the app made says the
// system; no process holds an analysis value before the extraction has read the file.
import { sql } from 'drizzle-orm';
import type { LoanDocumentItem } from '@lending/domain';
import { messages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { seedDemoOnce } from './seed-demo';
import { seedModules } from '../../seed-wiring';

let ctx: TestContext;
const NOW = 1_790_000_000;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoOnce(ctx.db, { modules: seedModules, loans: 9, now: NOW, storage: ctx.deps.storage });
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const documentsOf = async (loanId: string): Promise<LoanDocumentItem[]> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/loan/${loanId}/get-all-documents`,
    headers: bearer(ctx.tokens.admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('seeded uploads', () => {
  it("name the loan's borrower for a request's files and the staff user for the lender's papers", async () => {
    const { rows } = await ctx.db.execute<{ id: string; borrower: string }>(sql`
      select l.id, b.first_name || ' ' || b.last_name as borrower
      from loans l
      join lateral (select borrower_id from loan_borrowers where loan_id = l.id order by position limit 1) lb on true
      join borrowers b on b.id = lb.borrower_id
      where exists (select 1 from documents d where d.loan_id = l.id and d.kind = 'upload')`);
    expect(rows.length).toBeGreaterThan(2);
    const staff = (
      await ctx.db.execute<{ name: string }>(
        sql`select first_name || ' ' || last_name as name from users where email = 'admin@example.com'`,
      )
    ).rows[0]!.name;
    let requests = 0;
    let lender = 0;
    for (const loan of rows) {
      for (const item of await documentsOf(loan.id)) {
        expect(item.user_name, item.document.file_name).not.toBeNull();
        expect(item.user_name).not.toBe(messages.noUserName);
        if (item.document.kind !== 'upload') continue;
        if (item.activity_uuid) {
          expect(item.user_name, item.document.file_name).toBe(loan.borrower);
          requests++;
        } else {
          expect(item.user_name, item.document.file_name).toBe(staff);
          lender++;
        }
      }
    }
    expect(requests).toBeGreaterThan(5);
    expect(lender).toBeGreaterThan(0);
  });

  it('a file the app made without a person says the system made it', async () => {
    const { rows } = await ctx.db.execute<{ loan_id: string; id: string }>(
      sql`select loan_id, id from documents where kind = 'signed' and uploaded_by is null limit 1`,
    );
    expect(rows.length).toBe(1);
    const item = (await documentsOf(rows[0]!.loan_id)).find((d) => d.document.document_id === rows[0]!.id);
    expect(item?.user_name).toBe(messages.systemUploader);
  });

  it('the upload rounds hold no reading before the extraction has read their files', async () => {
    const { rows } = await ctx.db.execute<{ key: string }>(sql`
      select distinct jsonb_object_keys(p.data_to_display) as key
      from processes p join activities a on a.id = p.activity_id
      where a.activity_type = 'document-request'`);
    expect(
      rows.map((r) => r.key).filter((key) => !['reason', 'custom', 'data_from_user'].includes(key)),
    ).toEqual([]);
  });
});
