// Demo documents (issue 9): on the first start with demo data, a few loans get realistic files
// (text PDFs and scans of a bank statement, an operating agreement, an ID, a rent roll and a
// schedule of real estate owned); the extraction worker reads them like any upload.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appState, borrowers, documents, loanBorrowers, loans, users } from '../../db/schema/index.js';
import { extensionOf } from '../../integrations/storage/file-types.js';
import type { Storage } from '../../integrations/storage/storage.js';
import {
  SAMPLE_TITLES,
  sampleLines,
  samplePdf,
  sampleScan,
  scannedPdf,
  type SampleKind,
} from './sample-documents.js';
import { epochNow } from '../../lib/clock.js';

const MARKER = 'demo_documents_seeded';

type Plan = { kind: SampleKind; as: 'pdf' | 'png' | 'jpeg' | 'scanned-pdf' }[];
const PLANS: Plan[] = [
  [
    { kind: 'bank-statement', as: 'png' },
    { kind: 'operating-agreement', as: 'pdf' },
    { kind: 'driver-license', as: 'jpeg' },
    { kind: 'rent-roll', as: 'pdf' },
  ],
  [
    { kind: 'bank-statement', as: 'pdf' },
    { kind: 'sreo', as: 'pdf' },
  ],
  [
    { kind: 'rent-roll', as: 'scanned-pdf' },
    { kind: 'operating-agreement', as: 'pdf' },
  ],
];

export const seedDemoDocumentsOnce = async (db: Db, storage: Storage): Promise<number> => {
  const [marker] = await db.select().from(appState).where(eq(appState.key, MARKER));
  if (marker) return 0;
  const targets = await db
    .select({ id: loans.id, first: borrowers.first_name, last: borrowers.last_name })
    .from(loans)
    .innerJoin(loanBorrowers, eq(loanBorrowers.loan_id, loans.id))
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(eq(loanBorrowers.position, 0))
    .orderBy(asc(loans.human_id))
    .limit(PLANS.length);
  if (targets.length === 0) return 0;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  let count = 0;
  for (const [index, loan] of targets.entries()) {
    for (const item of PLANS[index]!) {
      const lines = sampleLines(item.kind, { name: `${loan.first} ${loan.last}`, seed: index + 1 });
      const bytes =
        item.as === 'pdf'
          ? await samplePdf(lines)
          : item.as === 'scanned-pdf'
            ? await scannedPdf(sampleScan(lines, 'jpeg', 200))
            : sampleScan(lines, item.as, 200);
      const contentType =
        item.as === 'png' ? 'image/png' : item.as === 'jpeg' ? 'image/jpeg' : 'application/pdf';
      const extension = extensionOf(contentType);
      const id = randomUUID();
      const key = `loans/${loan.id}/demo/${id}.${extension}`;
      await storage.put(key, bytes, { contentType });
      await db.insert(documents).values({
        id,
        loan_id: loan.id,
        kind: 'upload',
        document_name: SAMPLE_TITLES[item.kind],
        file_name: `${item.kind}${item.as.includes('scan') || item.as !== 'pdf' ? '-scan' : ''}.${extension}`,
        storage_key: key,
        content_type: contentType,
        size_bytes: bytes.length,
        uploaded_by: admin?.id ?? null,
        created_epoch: epochNow() - count * 3600,
      });
      count++;
    }
  }
  await db
    .insert(appState)
    .values({ key: MARKER, value: sql`${JSON.stringify({ documents: count })}::jsonb` })
    .onConflictDoNothing();
  return count;
};
