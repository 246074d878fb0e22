// Writes generated demo data (generate.ts) with batched multi-row inserts in one transaction:
// ~60 loans on the first embedded start, or N loans for scale work (`npm run seed -- --loans N`).
// Also makes sure the three demo accounts exist (password demo-password).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { seedLoanHistoryAndScores } from './seed-history';
import { appState, borrowers, contacts, loans, neighborhoods } from '../schema';
import { generateLoans } from './generate';
import { generateBorrowers, generateContacts } from './generate-people';
import { bulkInsert } from './bulk-insert';
import { ACTIVITY_COLUMNS, PROCESS_COLUMNS, PROPERTY_COLUMNS, cols, toLoanRow } from './seed-columns';
import { createRng } from './prng';
import { seedReportsAndPolicy } from './seed-reports';
import { US_CITIES } from './us-cities';
import type { Storage } from '../../integrations/storage/storage';
import type { PdfConverter } from '../../lib/pdf-converter';
import { seedDocuments, seedServicing } from './seed-documents';
import { seedPaperwork } from './seed-paperwork';
import { seedServicingLedgers } from './seed-servicing';
import { markFilesToDraw } from './draw-demo-files';
import { ensureDemoAccounts } from './seed-accounts';
import { epochNow } from '../../lib/clock';
import type { SeedModules } from './seed-modules';

const SEEDED_KEY = 'demo_seeded';
const DEFAULT_SEED = 20_240_601;

const chunk = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Inserts in batches (PostgreSQL allows 65,535 parameters per statement). */
const insertAll = async <T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) => {
  for (const batch of chunk(rows, size)) if (batch.length > 0) await insert(batch);
};

const ensureNeighborhoods = async (tx: Tx): Promise<string[]> => {
  const existing = await tx.select({ id: neighborhoods.id, name: neighborhoods.name }).from(neighborhoods);
  const byName = new Map(existing.map((row) => [row.name, row.id]));
  const rng = createRng(7);
  const missing = US_CITIES.filter((city) => !byName.has(`${city.city}, ${city.state}`));
  if (missing.length > 0) {
    const rows = await tx
      .insert(neighborhoods)
      .values(
        missing.map((city) => ({
          name: `${city.city}, ${city.state}`,
          zipcode: city.zips[0]!,
          city: city.city,
          state: city.state,
          score: rng.int(40, 95),
          data: {
            median_household_income: rng.round(42_000, 145_000, 500),
            crime_index: rng.int(5, 90),
            school_rating: rng.int(3, 10),
          },
        })),
      )
      .returning({ id: neighborhoods.id, name: neighborhoods.name });
    for (const row of rows) byName.set(row.name, row.id);
  }
  return US_CITIES.map((city) => byName.get(`${city.city}, ${city.state}`)!);
};

export type SeedOptions = {
  /** The feature modules' functions the seed uses, from the composition root (seed-wiring.ts). */
  modules: SeedModules;
  loans?: number;
  seed?: number;
  now?: number;
  log?: (message: string) => void;
  /** Where the demo's uploaded files go; without it requests past New get no files. */
  storage?: Storage;
  /** Converts the generated term sheets' PDFs; without it they use the standard layout (marked). */
  pdfConverter?: PdfConverter;
  /**
   * Skip the per-statement summary triggers (0011, 0015) while the loans are written and rebuild
   * the summaries once at the end (migration 0018). Default true; false runs every trigger as an
   * ordinary writer would (the tests compare both).
   */
  bulk?: boolean;
  /**
   * The demo's files (uploads, lender papers, term sheets, envelopes) are drawn after the server
   * listens, loan by loan (draw-demo-files.ts: the first start's reading begins within seconds).
   */
  filesLater?: boolean;
};
export type SeedSummary = { loans: number; borrowers: number; contacts: number; activities: number };

/** Adds `loans` generated loans (and the demo accounts if missing). Deterministic per seed and start id. */
export const seedDemo = async (db: Db, options: SeedOptions): Promise<SeedSummary> => {
  const count = options.loans ?? 60;
  const now = options.now ?? epochNow();
  let mark = Date.now();
  const step = (label: string) => {
    options.log?.(`${label}: ${Date.now() - mark} ms`);
    mark = Date.now();
  };
  return db.transaction(async (tx) => {
    const accounts = await ensureDemoAccounts(tx);
    const neighborhoodIds = await ensureNeighborhoods(tx);
    const [{ max } = { max: null }] = (
      await tx.execute<{ max: number | null }>(
        sql`select max(human_id::int) as max from loans where human_id ~ '^[0-9]+$'`,
      )
    ).rows;
    const firstHumanId = Math.max(10_001, Number(max ?? 0) + 1);
    const seed = (options.seed ?? DEFAULT_SEED) + firstHumanId;
    const rng = createRng(seed);

    const seedBorrowers = generateBorrowers(rng, Math.max(8, Math.ceil(count / 3)), firstHumanId);
    const seedContacts = generateContacts(rng, Math.max(9, Math.ceil(count / 5)), firstHumanId);
    const borrowerIds = new Map<number, string>();
    await insertAll(seedBorrowers, 1000, async (batch) => {
      const rows = await tx
        .insert(borrowers)
        .values(batch.map(({ key: _key, ...row }) => row))
        .returning({ id: borrowers.id });
      rows.forEach((row, i) => borrowerIds.set(batch[i]!.key, row.id));
    });
    const contactIds = new Map<number, string>();
    await insertAll(seedContacts, 1000, async (batch) => {
      const rows = await tx
        .insert(contacts)
        .values(batch.map(({ key: _key, ...row }) => row))
        .returning({ id: contacts.id });
      rows.forEach((row, i) => contactIds.set(batch[i]!.key, row.id));
    });

    step('borrowers+contacts');
    const generated = generateLoans({
      seed: seed + 1,
      count,
      firstHumanId,
      now,
      borrowerKeys: seedBorrowers.map((b) => b.key),
      contactKeys: {
        brokers: seedContacts.filter((c) => c.contact_type === 'broker').map((c) => c.key),
        others: seedContacts.filter((c) => c.contact_type !== 'broker').map((c) => c.key),
      },
      richActivities: count <= 500,
    });

    const bulk = options.bulk ?? true;
    // Transaction-local: only this transaction skips the triggers (see 0018_bulk_load_flag.sql).
    if (bulk) await tx.execute(sql`set local lending.bulk_load = 'on'`);
    const loanIds: string[] = [];
    await insertAll(generated, 500, async (batch) => {
      const rows = await tx
        .insert(loans)
        .values(batch.map((loan) => toLoanRow(loan, accounts.adminId)))
        .returning({ id: loans.id });
      loanIds.push(...rows.map((row) => row.id));
    });

    step('loans');
    // The demo borrower and broker get several loans each, across statuses (issue 2 scope 4).
    const borrowerLinks: Array<{ loan_id: string; borrower_id: string; position: number }> = [];
    const contactLinks: Array<{ loan_id: string; contact_id: string }> = [];
    generated.forEach((loan, i) => {
      const loanId = loanIds[i]!;
      const linkedBorrowers = loan.borrowerKeys.map((key) => borrowerIds.get(key)!);
      if (i % 9 === 0 || i === 1 || i === 2) linkedBorrowers.unshift(accounts.borrowerId);
      [...new Set(linkedBorrowers)].forEach((borrowerId, position) =>
        borrowerLinks.push({ loan_id: loanId, borrower_id: borrowerId, position }),
      );
      const linkedContacts = loan.contactKeys.map((key) => contactIds.get(key)!);
      if (i % 7 === 3 || i === 4 || i === 5) linkedContacts.unshift(accounts.brokerContactId);
      for (const contactId of new Set(linkedContacts))
        contactLinks.push({ loan_id: loanId, contact_id: contactId });
    });
    await bulkInsert(tx, {
      table: 'loan_borrowers',
      columns: cols('loan_id:uuid', 'borrower_id:uuid', 'position:integer'),
      rows: borrowerLinks,
    });
    await bulkInsert(tx, {
      table: 'loan_contacts',
      columns: cols('loan_id:uuid', 'contact_id:uuid'),
      rows: contactLinks,
    });

    step('links');
    const propertyRows = generated.flatMap((loan, i) =>
      loan.properties.map(({ cityIndex, ...property }, position) => ({
        ...property,
        loan_id: loanIds[i]!,
        position,
        neighborhood_id: neighborhoodIds[cityIndex] ?? null,
      })),
    );
    await bulkInsert(tx, { table: 'properties', columns: PROPERTY_COLUMNS, rows: propertyRows });

    step('properties');
    await seedLoanHistoryAndScores(tx, loanIds, seed + 2, options.modules.scoring);
    step('status history+scores');
    if (bulk) {
      await tx.execute(sql`set local lending.bulk_load = 'off'`);
      // The planner's statistics still describe the tables before this transaction's rows (a
      // fresh database: empty), and the refresh functions' per-loan subqueries were planned as
      // hash joins over whole tables, once per loan (100,000 loans: more than 10 minutes).
      // ANALYZE counts this transaction's own rows.
      await tx.execute(
        sql`analyze loans, properties, loan_borrowers, loan_contacts, borrowers, contacts, audit_events, loan_statistics, loan_status_stays`,
      );
      await tx.execute(sql`select rebuild_loan_summaries(${sql.param(loanIds)}::uuid[])`);
      step('summaries rebuilt');
    }
    const insightRows = generated.flatMap((loan, i) =>
      loan.insights.map((insight) => ({
        ...insight,
        loan_id: loanIds[i]!,
        entity_type: 'loan',
        entity_id: loanIds[i]!,
      })),
    );
    await bulkInsert(tx, {
      table: 'insights',
      columns: cols(
        'loan_id:uuid',
        'entity_type:text',
        'entity_id:uuid',
        'name:text',
        'description:text',
        'level:integer',
      ),
      rows: insightRows,
    });

    step('insights');
    const firstBorrowerOf = new Map<string, string>();
    for (const link of borrowerLinks)
      if (!firstBorrowerOf.has(link.loan_id)) firstBorrowerOf.set(link.loan_id, link.borrower_id);
    const activityRows = generated.flatMap((loan, i) => {
      const loanId = loanIds[i]!;
      const borrowerId = firstBorrowerOf.get(loanId) ?? null;
      return loan.activities.map(({ forBorrower, ...activity }) => ({
        ...activity,
        loan_id: loanId,
        borrower_id: forBorrower ? borrowerId : null,
        entity_id: activity.entity_type === 'borrower' && borrowerId ? borrowerId : loanId,
        state_epoch: loan.last_update,
        last_update: loan.last_update,
        owner_id: accounts.adminId,
        is_main: activity.activity_type === 'board-review',
      }));
    });
    const activityIds = await bulkInsert(tx, {
      table: 'activities',
      columns: ACTIVITY_COLUMNS,
      rows: activityRows,
      returning: 'id',
    });
    // Document requests past New have an upload round (process) to view; a rejection keeps its
    // reason on the process (000 §4).
    const processRows = activityRows.flatMap((activity, i) =>
      activity.activity_type === 'document-request' && activity.state !== 'new'
        ? [
            {
              activity_id: activityIds[i]!,
              state: activity.state,
              state_epoch: activity.last_update,
              data_to_display:
                activity.state === 'rejected' ? { reason: activity.status_text ?? 'Rejected' } : {},
            },
          ]
        : [],
    );
    await bulkInsert(tx, { table: 'processes', columns: PROCESS_COLUMNS, rows: processRows });

    step('activities');
    await seedServicing(tx, loanIds);
    if (count <= 500)
      await seedServicingLedgers(tx, loanIds, {
        adminId: accounts.adminId,
        now,
        servicing: options.modules.servicing,
      });
    if (options.storage && options.filesLater && count <= 500)
      await markFilesToDraw(tx, { now, adminId: accounts.adminId });
    else if (options.storage) {
      await seedDocuments(tx, options.storage, { activityIds, now, onePerDocument: count <= 500 });
      step('documents');
      if (count <= 500) {
        await seedPaperwork(tx, options, { activityIds, now, adminId: accounts.adminId });
        step('paperwork');
      }
    }
    // Reports and insights for the demo (a scale seed keeps its generated insights).
    await seedReportsAndPolicy(tx, count <= 500 ? loanIds : [], options.modules);
    step('reports+policy');
    return {
      loans: generated.length,
      borrowers: seedBorrowers.length,
      contacts: seedContacts.length,
      activities: activityRows.length,
    };
  });
};

/** After a large seed: fresh planner statistics and no dead index entries from its updates. */
export const vacuumAnalyzeSeeded = async (db: Db): Promise<void> => {
  for (const table of [
    'loans',
    'properties',
    'loan_borrowers',
    'loan_contacts',
    'borrowers',
    'contacts',
    'activities',
    'processes',
    'audit_events',
    'insights',
    'loan_statistics',
    'loan_status_stays',
  ])
    await db.execute(sql.raw(`vacuum analyze "${table}"`));
};

export const markDemoSeeded = async (db: Db, summary: SeedSummary): Promise<void> => {
  await db.insert(appState).values({ key: SEEDED_KEY, value: summary }).onConflictDoNothing();
};

/** The first embedded start seeds ~60 demo loans once; later starts keep what is there. */
export const seedDemoOnce = async (db: Db, options: SeedOptions): Promise<SeedSummary | null> => {
  const [marker] = await db.select().from(appState).where(eq(appState.key, SEEDED_KEY));
  if (marker) return null;
  const summary = await seedDemo(db, options);
  await markDemoSeeded(db, summary);
  return summary;
};
