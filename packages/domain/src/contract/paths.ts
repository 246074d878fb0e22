// Every declared endpoint's method and path by operationId (zod-free: the web client's table).
import { loanPaths } from './loan-paths';
import { reportsPaths } from './reports-paths';

export const endpointPaths = { ...loanPaths, ...reportsPaths };
