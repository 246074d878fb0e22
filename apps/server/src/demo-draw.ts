// The first start's demo files, drawn after the server listens (issue 23: data points on the demo
// loans within 60 s of `npm start`). The seed commits the loans before listening; their files are
// then drawn here, loan by loan, first loans first, while the extraction worker reads the first
// ones; the first loans' scans follow their files, then the term sheets' files are queued. Until
// the draw ends, /api/ready's body says `demo.state: 'drawing'` and the web shows a notice. On a
// stop, the returned step aborts the draw (the loan in hand commits) and waits for it, so nothing
// touches the database after it is closed; the next start goes on where this one stopped.
import type { Db } from './db/client';
import { drawDemoFilesOnce } from './db/seed/draw-demo-files';
import type { AppDeps } from './deps';
import type { ShutdownStep } from './lib/shutdown';
import { seedDemoDocumentsOnce } from './modules/documents-intelligence/index';
import { TERM_SHEET_FILES_JOB } from './modules/term-sheet/index';
import { seedModules } from './seed-wiring';

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export const startDemoDraw = (
  db: Db,
  deps: Pick<AppDeps, 'storage' | 'pdfConverter' | 'jobs'>,
  log: Log,
): ShutdownStep => {
  const controller = new AbortController();
  const { signal } = controller;
  const started = Date.now();
  const done = (async () => {
    const drawn = await drawDemoFilesOnce(db, {
      modules: seedModules,
      storage: deps.storage,
      pdfConverter: deps.pdfConverter,
      signal,
      // The first loans' scanned signature pages, read after their own files.
      afterFirstLoans: () => seedDemoDocumentsOnce(db, deps.storage),
    });
    if (signal.aborted) return;
    await seedDemoDocumentsOnce(db, deps.storage);
    // The demo term sheets whose files the seed left for later (a fast first start).
    await deps.jobs.send(TERM_SHEET_FILES_JOB, {});
    if (drawn > 0) log.info({ documents: drawn, ms: Date.now() - started }, 'demo files drawn');
  })().catch((error: unknown) => {
    // Stopped midway or failed: the marker stays and the next start goes on from here.
    if (!signal.aborted) log.error({ err: error }, 'drawing the demo files failed');
  });
  return {
    name: 'demo files',
    run: async () => {
      controller.abort();
      await done;
    },
  };
};
