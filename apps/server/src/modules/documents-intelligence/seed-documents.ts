// Demo scans (issue 9, issue 23 item 1): on the first start with demo data, the first loans get
// the signed pages their borrower sent back as scans (the purchase contract's and the operating
// agreement's signature pages): no text layer, so the extraction worker reads them by OCR. The
// text PDFs of every request come from the demo seed (db/seed/seed-documents.ts).
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appState, documents, loans, users } from '../../db/schema/index';
import type { Storage } from '../../integrations/storage/storage';
import { loadDemoFacts } from '../../db/seed/demo-docs/index';
import { operatingAgreementPdf, purchaseContractPdf } from '../../db/seed/demo-docs/agreements';
import { scannedCopyPdf } from '../../db/seed/demo-docs/page-scan';
import { epochNow } from '../../lib/clock';

const MARKER = 'demo_documents_seeded';
/** Scans cost OCR time on the first start: a few signed pages, on the first loans only. */
const SCANNED_LOANS = 2;

const SCANS = [
  { name: 'Purchase Contract', file: 'purchase-contract-signed-scan.pdf', make: purchaseContractPdf },
  {
    name: 'Operating Agreement',
    file: 'operating-agreement-signature-page-scan.pdf',
    make: operatingAgreementPdf,
  },
];

export const seedDemoDocumentsOnce = async (db: Db, storage: Storage): Promise<number> => {
  const [marker] = await db.select().from(appState).where(eq(appState.key, MARKER));
  if (marker) return 0;
  const targets = await db
    .select({ id: loans.id })
    .from(loans)
    .orderBy(asc(loans.human_id))
    .limit(SCANNED_LOANS);
  if (targets.length === 0) return 0;
  const now = epochNow();
  const facts = await loadDemoFacts(
    db,
    targets.map((t) => t.id),
    now,
  );
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  // The borrower sent the signed pages back: the upload names the loan's first borrower's account.
  const { rows: senders } = await db.execute<{ loan_id: string; user_id: string }>(sql`
    select distinct on (lb.loan_id) lb.loan_id, u.id as user_id
    from loan_borrowers lb join users u on u.borrower_id = lb.borrower_id
    where lb.loan_id = any(${sql.param(targets.map((t) => t.id))}::uuid[])
    order by lb.loan_id, lb.position, u.created_at`);
  const senderOf = new Map(senders.map((row) => [row.loan_id, row.user_id]));
  let count = 0;
  for (const [index, loan] of targets.entries()) {
    const loanFacts = facts.get(loan.id);
    if (!loanFacts) continue;
    const scan = SCANS[index % SCANS.length]!;
    const bytes = await scannedCopyPdf(await scan.make(loanFacts), 7_000 + index);
    const id = randomUUID();
    const key = `loans/${loan.id}/demo/${id}.pdf`;
    await storage.put(key, bytes, { contentType: 'application/pdf' });
    await db.insert(documents).values({
      id,
      loan_id: loan.id,
      kind: 'upload',
      document_name: scan.name,
      file_name: scan.file,
      storage_key: key,
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      uploaded_by: senderOf.get(loan.id) ?? admin?.id ?? null,
      created_epoch: now - 86_400 - count * 3_600,
      // Read (OCR) after its loan's own files and before the next loan's (the seed's reading order).
      created_at: sql`coalesce((select min(created_at) from documents where loan_id = ${loan.id}
        and kind = 'upload') - interval '1 second', now())`,
    });
    count++;
  }
  await db
    .insert(appState)
    .values({ key: MARKER, value: sql`${JSON.stringify({ documents: count })}::jsonb` })
    .onConflictDoNothing();
  return count;
};
