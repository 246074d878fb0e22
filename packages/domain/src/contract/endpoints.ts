// Every declared endpoint by operationId (issue 22 item 1): what the server registers its routes
// from, what the web client's types and its development-time answer checks come from.
import { threadEndpoints } from './thread';
import { authEndpoints } from './auth';
import { personalEndpoints } from './personal';
import { peopleEndpoints } from './people';
import { activityEndpoints } from './activity';
import { integrationsEndpoints } from './integrations';
import { loanEndpoints } from './loan';
import { loanDocumentsEndpoints } from './loan-documents';
import { loanRecordsEndpoints } from './loan-records';
import { notificationsEndpoints } from './notifications';
import { plaidEndpoints } from './plaid';
import { platformEndpoints } from './platform';
import { reportsEndpoints } from './reports';
import { scoringEndpoints } from './scoring';
import { servicingEndpoints } from './servicing';
import { servicingFlowsEndpoints } from './servicing-flows';
import { statisticsEndpoints } from './statistics';
import { policiesEndpoints } from './policies';
import { documentsEndpoints } from './documents';
import { eSignatureEndpoints } from './e-signature';

export const endpoints = {
  ...loanEndpoints,
  ...reportsEndpoints,
  ...notificationsEndpoints,
  ...activityEndpoints,
  ...loanDocumentsEndpoints,
  ...loanRecordsEndpoints,
  ...plaidEndpoints,
  ...integrationsEndpoints,
  ...platformEndpoints,
  ...statisticsEndpoints,
  ...servicingEndpoints,
  ...servicingFlowsEndpoints,
  ...scoringEndpoints,
  ...peopleEndpoints,
  ...personalEndpoints,
  ...authEndpoints,
  ...threadEndpoints,
  ...policiesEndpoints,
  ...documentsEndpoints,
  ...eSignatureEndpoints,
};
export type Endpoints = typeof endpoints;
export type OperationId = keyof Endpoints;
