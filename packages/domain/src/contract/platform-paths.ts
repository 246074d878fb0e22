// Where the platform calls live: liveness and readiness (issue 10), the API reference page (issue
// 22 item 2), the in-app outbox (DESIGN.md §1) and the local storage's signed file links (DESIGN.md
// §2, §5). Zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const platformPaths = {
  getHealth: { method: 'GET', path: '/health' },
  getReady: { method: 'GET', path: '/ready' },
  getReference: { method: 'GET', path: '/reference' },
  getOutbox: { method: 'GET', path: '/outbox' },
  getOutboxById: { method: 'GET', path: '/outbox/:id' },
  getFilesDownload: { method: 'GET', path: '/files/*' },
  putFilesUpload: { method: 'PUT', path: '/files/upload/*' },
} as const satisfies Record<string, EndpointPath>;
