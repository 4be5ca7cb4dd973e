import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers everything: contracts, the web app's pure logic and hooks (happy-dom), the
 * API suite on PGlite and (when DATABASE_URL is set) again on PostgreSQL, and the browser tests in
 * Chromium.
 */
const withPostgres = Boolean(process.env.DATABASE_URL);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withBrowser = existsSync(chromium) || process.env.CI === 'true';
if (!withBrowser)
  console.warn(`\n  Browser tests skipped: no Chromium at ${chromium} (apt-get install chromium).\n`);

const apiProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    environment: 'node',
    env: { LEADLINE_TEST_DB: engine },
    // Test files share their worker's imported modules: each file still starts its own server on its
    // own database, and nothing in the API keeps state at module level that a test relies on. The
    // import of the whole server, about 2.5 s of CPU a file, is paid once a worker (measured 24 Nov
    // 2026 on PostgreSQL alone: 150 s with isolation, 99 s without).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Three workers on a 2-core machine (the CI's size): the browser files spend part of their time
    // waiting on Chromium and timers (24 Nov 2026: 1,134 s with three workers against 1,198 s with two).
    maxWorkers: Math.max(3, availableParallelism() + 1),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tools', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        // The web app's logic and hooks in happy-dom with Testing Library: seconds, no server and no
        // browser. What needs the real page (layout, the server's answers) stays in `browser`.
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // A screen's browser test beside it belongs to the browser project.
          exclude: ['apps/web/src/**/*.e2e.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Files share their worker's imports (React, MUI, the app's i18n): each file paid its setup
          // again otherwise, most of the project's time. The setup empties the page and the storage
          // after each test, and the tests keep no state at module level.
          isolate: false,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(withPostgres ? [apiProject('api-postgres', 'postgres')] : []),
      ...(withBrowser
        ? [
            {
              test: {
                name: 'browser',
                // A screen's browser test may sit beside it, in its web feature's folder.
                include: ['e2e/**/*.e2e.test.ts', 'apps/web/src/features/**/*.e2e.test.ts'],
                environment: 'node',
                // The test server behind the pages: PostgreSQL when DATABASE_URL is set (CI), else
                // PGlite. The API suite already runs on both; here the engine only serves the pages, and
                // a native server spends a fraction of PGlite's CPU beside Chromium on two cores.
                env: { LEADLINE_TEST_DB: withPostgres ? 'postgres' : 'pglite' },
                // Files share their worker's imports (the whole server and playwright), as the API files
                // do: each file still starts its own server, database and Chromium. Isolated, each file
                // paid 10-25 s importing them again (28 Nov 2026, six files: 320 s isolated, 200 s not).
                isolate: false,
                // A browser test alone takes 5-30 s; with other files beside it on two cores, the
                // longest flows (the whole chain, validation, auto-dialer) passed 60 s (27 Nov 2026).
                testTimeout: 120_000,
                hookTimeout: 120_000,
                // A page settles in well under a second alone, but files run side by side on two cores:
                // expect.poll waits up to 10 s (Vitest's default 1 s made the loaded runs flaky).
                expect: { poll: { timeout: 10_000 } },
              },
            },
          ]
        : []),
    ],
  },
});
