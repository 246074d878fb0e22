// Every declared endpoint's method and path by operationId (zod-free: the web client's table).
import { activityPaths } from './activity-paths';
import { authPaths } from './auth-paths';
import { loanPaths } from './loan-paths';
import { notificationsPaths } from './notifications-paths';
import { peoplePaths } from './people-paths';
import { personalPaths } from './personal-paths';
import { reportsPaths } from './reports-paths';
import { servicingPaths } from './servicing-paths';
import { statisticsPaths } from './statistics-paths';
import { threadPaths } from './thread-paths';

export const endpointPaths = {
  ...loanPaths,
  ...reportsPaths,
  ...notificationsPaths,
  ...activityPaths,
  ...statisticsPaths,
  ...peoplePaths,
  ...personalPaths,
  ...authPaths,
  ...threadPaths,
  ...servicingPaths,
};
