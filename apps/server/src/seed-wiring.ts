// The demo seed's part of the composition root (issue 20 item 1): the seed (db/seed) is core and
// imports no feature module, so the functions it needs from them are handed to it here, beside
// main.ts and wiring.ts. Every caller of seedDemo passes `seedModules` (main.ts, the seed command,
// the benches, the tests).
import type { SeedModules } from './db/seed/seed-modules';
import { stampSignedPdf } from './modules/e-signature/index';
import { generateFiles, valuesOf } from './modules/generated-documents/index';
import { notify } from './modules/notifications/index';
import { refreshLoanInsights, replaceRequirements } from './modules/policy/index';
import { loadReportSubject, sourceOfActivity } from './modules/reports/index';
import { ensureScoringSetup, storeLoanScores } from './modules/scoring/index';
import { statementsOfLoan } from './modules/servicing/index';

export const seedModules: SeedModules = {
  scoring: { ensureScoringSetup, storeLoanScores },
  notifications: { notify },
  generatedDocuments: { generateFiles, valuesOf },
  eSignature: { stampSignedPdf },
  reports: { sourceOfActivity, loadReportSubject },
  policy: { replaceRequirements, refreshLoanInsights },
  servicing: { statementsOfLoan },
};
