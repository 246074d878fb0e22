// Where the servicing flows' endpoints live (issue 19, D2): zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const servicingFlowsPaths = {
  postServicingAchNachaSent: { method: 'POST', path: '/servicing/ach/nacha/sent' },
  getServicingAchNachaSentFile: { method: 'GET', path: '/servicing/ach/nacha/sent/:fileId/file' },
} as const satisfies Record<string, EndpointPath>;
