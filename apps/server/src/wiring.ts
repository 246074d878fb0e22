// The composition root's module wiring (issue 20 item 1), beside app.ts (routes) and main.ts
// (process): the one place below the routes that imports feature modules to connect them. Lower
// modules emit domain events (lib/events.ts); the modules above them listen here, so neither side
// imports the other. docs/architecture.md "Domain events" lists each event with its listener.
import { domainEvents } from './lib/events';
import { finishUploadedReport, startUploadedReport } from './modules/reports/index';
import { boardOnFunded } from './modules/servicing/index';

let isWired = false;

/** Subscribes every module listener once per process (buildApp and createDeps both call it). */
export const wireDomainEvents = (): void => {
  if (isWired) return;
  isWired = true;
  // loan-status -> servicing: a Funded loan is boarded in the same transaction (issue 19).
  domainEvents.on('loan.funded', async ({ tx, loanId, actor }) => {
    await boardOnFunded(tx, { loanId, actor });
  });
  // activity -> reports: a Costar or appraisal upload opens the report it is read into.
  domainEvents.on('activity.report_file_uploaded', async ({ tx, activity, documentId, fileName, actor }) => {
    await startUploadedReport(tx, { activity, documentId, fileName, actor });
  });
  // documents-intelligence -> reports: the uploaded report is finished from the text read.
  domainEvents.on('document.read', ({ db, documentId }) => finishUploadedReport(db, documentId));
};
