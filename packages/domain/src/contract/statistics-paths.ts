// Where the statistics endpoint lives (DESIGN.md §8): zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const statisticsPaths = {
  getStatistics: { method: 'GET', path: '/statistics' },
} as const satisfies Record<string, EndpointPath>;
