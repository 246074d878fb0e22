// The servicing module's surface: what the rest of the server may import from it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { achRoutes } from './ach.routes';
import { indexRateRoutes } from './index-rates.routes';
import { servicingDrawRoutes } from './servicing-draws.routes';
import { servicingExtensionRoutes } from './servicing-extensions.routes';
import { servicingFlowRoutes } from './servicing-flows.routes';
import { servicingRoutes as ledgerRoutes } from './servicing.routes';

/** Every /servicing call: the ledger's (servicing.routes.ts) and the draws, terms and statements'. */
export const servicingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ledgerRoutes);
  await app.register(servicingDrawRoutes);
  await app.register(servicingExtensionRoutes);
  await app.register(indexRateRoutes);
  await app.register(achRoutes);
  await app.register(servicingFlowRoutes);
};
export { boardOnFunded } from './servicing-board';
export {
  generateStatements,
  SERVICING_STATEMENTS_CRON,
  SERVICING_STATEMENTS_JOB,
  statementsOfLoan,
} from './servicing-statements';
// Readers for other modules (the assistant): a boarded loan's summary and payoff quote.
export { servicingSummary as getServicingSummary } from './servicing.service';
export { servicingPayoff as getServicingPayoff } from './servicing-payments';
