// Every declared endpoint by operationId (issue 22 item 1): what the server registers its routes
// from, what the web client's types and its development-time answer checks come from.
import { activityEndpoints } from './activity';
import { authEndpoints } from './auth';
import { peopleEndpoints } from './people';
import { personalEndpoints } from './personal';
import { loanEndpoints } from './loan';
import { notificationsEndpoints } from './notifications';
import { reportsEndpoints } from './reports';
import { servicingEndpoints } from './servicing';
import { statisticsEndpoints } from './statistics';
import { threadEndpoints } from './thread';

export const endpoints = {
  ...loanEndpoints,
  ...reportsEndpoints,
  ...notificationsEndpoints,
  ...activityEndpoints,
  ...statisticsEndpoints,
  ...peopleEndpoints,
  ...personalEndpoints,
  ...authEndpoints,
  ...threadEndpoints,
  ...servicingEndpoints,
};
export type Endpoints = typeof endpoints;
export type OperationId = keyof Endpoints;
