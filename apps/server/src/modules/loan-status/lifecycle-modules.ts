// The lifecycle modules (issue 3), registered by app.ts in one line.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityTemplatesRoutes } from '../activity-templates/activity-templates.routes.js';
import { activityRoutes } from '../activity/activity.routes.js';
import { boardReviewRoutes } from '../board-review/board-review.routes.js';
import { commitmentRoutes } from '../commitment/commitment.routes.js';
import { customDocumentRoutes } from '../custom-document/custom-document.routes.js';
import { documentsRoutes } from '../documents/documents.routes.js';
import { loanStatusRoutes } from '../loan-status/loan-status.routes.js';
import { termSheetRoutes } from '../term-sheet/term-sheet.routes.js';

export const lifecycleModules: FastifyPluginAsyncZod[] = [
  loanStatusRoutes,
  activityRoutes,
  termSheetRoutes,
  commitmentRoutes,
  boardReviewRoutes,
  customDocumentRoutes,
  activityTemplatesRoutes,
  documentsRoutes,
];
