import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isPublicPath } from './src/routes/public/publicRoute.ts';

// The dev server proxies everything the embedded server answers (API, config, identity provider).
const backend = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// Dev only: /{conversation_id} and /report/{report_id} are the public entry (public.html), as the
// server serves them in production.
const publicEntry: Plugin = {
  name: 'raadslag-public-entry',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const [pathname, search = ''] = (req.url ?? '').split('?');
      if (isPublicPath(pathname)) req.url = `/public.html${search ? `?${search}` : ''}`;
      next();
    });
  },
};

/** Test files (`.test.ts`) below `dirs` whose text contains `marker`. */
function testFilesMarked(dirs: string[], marker: string): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => join(dir, file))
      .filter((file) => readFileSync(file, 'utf8').includes(marker)),
  );
}

// Server test files marked `@slow-lane` (server processes, cold PGlite on disk) run in CI's second
// lane, `npm run test:postgres`, beside the browser journeys; `npm test` leaves them out unless
// TEST_SLOW_LANE=1. docs/architecture.md#tests
const slowLane =
  process.env.TEST_SLOW_LANE === '1'
    ? []
    : testFilesMarked(['server', 'tests/server'], '@slow-lane');

// Logic tests that need a DOM (the API client against MSW, storage) say so with a docblock; they
// set up module-wide state (the configured client, MSW's interceptors), so they run isolated.
// Any DOM named in a docblock, so a file that needs jsdom is isolated too.
const logicWithDom = testFilesMarked(['src', 'tests/unit'], '@vitest-environment ');

/**
 * The DOM of every project that has one: happy-dom, which ran the same tests with a quarter less
 * CPU than jsdom (tests/README.md#keeping-the-suite-fast). It starts at the address jsdom starts
 * at and never navigates away: a link that would load another document leaves the page as it is,
 * as in jsdom, so the next file's app still starts at this origin.
 */
const happyDom = {
  environment: 'happy-dom',
  environmentOptions: {
    happyDOM: {
      url: 'http://localhost:3000',
      settings: {
        navigation: {
          disableMainFrameNavigation: true,
          disableChildFrameNavigation: true,
          disableChildPageNavigation: true,
          disableFallbackToSetURL: true,
        },
      },
    },
  },
} as const;

export default defineConfig({
  plugins: [react(), publicEntry],
  server: {
    port: 5173,
    proxy: { '/api': backend, '/config.json': backend, '/oidc': backend },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Two entries: the admin (index.html) and the participant's pages (public.html).
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        public: resolve(import.meta.dirname, 'public.html'),
      },
    },
  },
  test: {
    testTimeout: 20000,
    // One test file per core. Vitest's own default (cores − 1) runs a single file at a time on
    // the two-core machines we and CI run on, leaving a core idle while a file waits on its
    // in-process server, the gated backend or a timer.
    maxWorkers: availableParallelism(),
    hookTimeout: 60000,
    // Five projects. 'web': the SPA's screens, charts through their views and the fault
    // matrices, in happy-dom, which did the same tests with a quarter less CPU than jsdom; a file
    // that needs jsdom says so with a `@vitest-environment jsdom` docblock and the reason
    // (tests/README.md#keeping-the-suite-fast). 'logic': rules, parsers, charts without a view
    // and the test tooling, in plain Node (a file that needs a DOM says so with a
    // `@vitest-environment happy-dom` docblock and runs isolated in 'logic-dom').
    // 'server': the server, in plain Node. These three share modules between the files of a worker
    // (no isolation), so each worker imports the app once; a file that replaces a module
    // (vi.mock) would then see the cached original, so it is named *.isolated.test.tsx and runs
    // in 'web-isolated'. Playwright specs (tests/e2e) are never picked up by Vitest.
    // docs/architecture.md#tests
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          ...happyDom,
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          include: [
            'src/**/*.test.tsx',
            'tests/model/**/*.test.{ts,tsx}',
            'tests/screens/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.tsx',
            'tests/faults/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.isolated.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          ...happyDom,
          setupFiles: ['./vitest.setup.ts'],
          include: ['src/**/*.isolated.test.{ts,tsx}', 'tests/**/*.isolated.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'contract/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.isolated.test.{ts,tsx}', '**/node_modules/**', ...logicWithDom],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic-dom',
          ...happyDom,
          include: logicWithDom,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          globalSetup: ['./tests/server/support/testSchemas.globalSetup.ts'],
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...slowLane],
        },
      },
    ],
  },
});
