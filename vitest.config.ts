import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain logic, the server's API against a real PostgreSQL,
// web component logic in jsdom, and browser journeys against the built app.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The security suites (access matrix, 20-client lost updates) make ~1,400 calls; on a
          // loaded CI machine they passed 30 s. A hang still fails, later.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 20_000, interval: 100 } },
          fileParallelism: false,
          // One more attempt for a test that fails once on a loaded machine (a PostgreSQL or pg-boss
          // hiccup); `npm test` names every test that needed it at the end of its output, so a flaky
          // test is seen and fixed, not hidden. A test that fails twice fails the run.
          retry: 1,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 420_000,
          // A page on a loaded 2-core CI machine can take seconds to show what a poll waits for
          // (vitest's default is 1 s); a poll only waits as long as the state is not there yet.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          fileParallelism: false,
          // As the server suite: a second attempt, and `npm test` names the journeys that needed it.
          retry: 1,
        },
      },
    ],
  },
});
