// Term sheets past New whose files were never generated get them in the background. The demo seed
// generates a few at once (a fast first start) and queues this job for the rest, so every demo term
// sheet in Generated, Sent, Signed or Accepted has its DOCX and PDF as its state says. A term sheet
// made through the product always has its files (the generate action writes them), so in
// production the job finds nothing to do.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, users } from '../../db/schema/index';
import { generateFiles, valuesOf, type GenerationDeps } from '../generated-documents/index';

export const TERM_SHEET_FILES_JOB = 'term-sheet-files';

/** States whose term sheet has been generated (002 §3 term sheet actions). */
const GENERATED_STATES = ['generated', 'sent', 'signed', 'accepted'];
/** Term sheets per transaction: each generation fills a DOCX and converts it to PDF (~1 s). */
const BATCH = 5;

const missingFiles = and(
  eq(activities.activity_type, 'term-sheet'),
  inArray(activities.state, GENERATED_STATES),
  sql`NOT (${activities.data} ? 'generated')`,
);

/** How many term sheets still lack their files. */
export const countMissingTermSheetFiles = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(missingFiles);
  return row?.n ?? 0;
};

/**
 * Generates the files of every term sheet that lacks them (at most `limit` in this run), a few per
 * transaction; rows another run holds are skipped (two nodes share the work). Returns how many
 * were generated. `stopping` ends the run between batches when the server is stopping (a stop
 * must not wait minutes for thousands of demo term sheets: issue 24); the rest waits for the next run.
 */
export const runMissingTermSheetFiles = async (
  deps: GenerationDeps & { db: Db },
  limit = Number.POSITIVE_INFINITY,
  stopping: () => boolean = () => false,
): Promise<number> => {
  const [admin] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.created_at))
    .limit(1);
  if (!admin) return 0;
  let total = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const sheets = await tx
        .select()
        .from(activities)
        .where(missingFiles)
        .orderBy(asc(activities.id))
        .limit(Math.min(BATCH, limit - total))
        .for('no key update', { skipLocked: true });
      let made = 0;
      for (const sheet of sheets) {
        if (stopping()) break;
        const generated = await generateFiles(tx, deps, {
          activity: sheet,
          kind: 'term-sheet',
          values: valuesOf(sheet),
          actor: admin,
        });
        await tx
          .update(activities)
          .set({ data: { ...sheet.data, generated } })
          .where(eq(activities.id, sheet.id));
        made += 1;
      }
      return made;
    });
    total += done;
    if (done < BATCH || total >= limit || stopping()) return total;
  }
};
