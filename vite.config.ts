import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The dev server proxies everything the embedded server answers (API, config, identity provider).
const backend = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': backend, '/config.json': backend, '/oidc': backend },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    // Two projects: the SPA in jsdom, the server in plain Node. Playwright specs (tests/e2e) are
    // never picked up by Vitest.
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/model/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
        },
      },
    ],
  },
});
