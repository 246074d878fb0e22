// Every declared endpoint's method and path by operationId (zod-free: the web client's table).
import { threadPaths } from './thread-paths';
import { authPaths } from './auth-paths';
import { personalPaths } from './personal-paths';
import { peoplePaths } from './people-paths';
import { activityPaths } from './activity-paths';
import { integrationsPaths } from './integrations-paths';
import { loanDocumentsPaths } from './loan-documents-paths';
import { loanPaths } from './loan-paths';
import { loanRecordsPaths } from './loan-records-paths';
import { notificationsPaths } from './notifications-paths';
import { plaidPaths } from './plaid-paths';
import { platformPaths } from './platform-paths';
import { reportsPaths } from './reports-paths';
import { scoringPaths } from './scoring-paths';
import { servicingPaths } from './servicing-paths';
import { servicingFlowsPaths } from './servicing-flows-paths';
import { statisticsPaths } from './statistics-paths';
import { policiesPaths } from './policies-paths';
import { documentsPaths } from './documents-paths';
import { eSignaturePaths } from './e-signature-paths';

export const endpointPaths = {
  ...loanPaths,
  ...reportsPaths,
  ...notificationsPaths,
  ...activityPaths,
  ...loanDocumentsPaths,
  ...loanRecordsPaths,
  ...plaidPaths,
  ...integrationsPaths,
  ...platformPaths,
  ...statisticsPaths,
  ...servicingPaths,
  ...servicingFlowsPaths,
  ...scoringPaths,
  ...peoplePaths,
  ...personalPaths,
  ...authPaths,
  ...threadPaths,
  ...policiesPaths,
  ...documentsPaths,
  ...eSignaturePaths,
};
