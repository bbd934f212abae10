// Lint rules, including the one-direction import rule (docs/architecture.md#import-rules):
// routes -> views -> machines -> api -> contract. An import against the arrows is an error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import publicEntryBoundary from './eslint-rules/publicEntryBoundary.js';
import serverFeatureBoundary from './eslint-rules/serverFeatureBoundary.js';
import screenBoundary from './eslint-rules/screenBoundary.js';

const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'reports', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/api/**'],
    rules: forbid(
      ['**/machines/**', '**/views/**', '**/routes/**', 'react', 'react-dom', '@xstate/react'],
      'src/api speaks HTTP only: it must not import machines, views, routes or React.',
    ),
  },
  {
    files: ['src/machines/**'],
    rules: forbid(
      ['**/views/**', '**/routes/**', 'react', 'react-dom', '@xstate/react', 'ky'],
      'Charts must not import React, views, routes or ky: side effects go through src/api actors.',
    ),
  },
  {
    files: ['src/views/**'],
    rules: forbid(
      ['**/routes/**', '**/api/common/client*', 'ky', 'oidc-client-ts'],
      'Views only render: no routes, no HTTP client, no UserManager.',
    ),
  },
  {
    // Screen actors: views and routes start charts only through views/common/useScreenActor.tsx,
    // which hands every chart the app's inspection observer (`?inspect`, model-test probes).
    files: ['src/views/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    ignores: ['src/views/common/useScreenActor.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@xstate/react'] > ImportSpecifier[imported.name=/^(useActorRef|useIdleActorRef|useMachine|createActorContext)$/]",
          message:
            'Start a chart with useScreenActor (or createAppActorContext) from views/common/useScreenActor, which passes the app inspector.',
        },
        {
          selector:
            'ImportDeclaration[source.value=/^(@xstate\\/react|xstate)$/] > ImportNamespaceSpecifier',
          message: 'Import what you use from xstate and @xstate/react by name.',
        },
        {
          selector:
            "ImportDeclaration[source.value='xstate'] > ImportSpecifier[imported.name=/^(createActor|interpret)$/]",
          message:
            'Views do not create actors: start a chart with useScreenActor from views/common/useScreenActor.',
        },
      ],
    },
  },
  {
    // The landing shell renders these without a router (views/app/LandingRoot.tsx): they link with
    // AppLink, so react-router stays off the first page (docs/architecture.md#budgets: 100 KB).
    files: [
      'src/views/app/{LandingRoot,AppProviders,landingNavigation,navigationContext}.tsx',
      'src/views/layout/{SiteFrame,Header}.tsx',
      'src/views/home/**',
      'src/views/signin/**',
      'src/views/common/**',
    ],
    ignores: ['**/*.test.tsx'],
    rules: forbid(
      [
        '**/routes/**',
        '**/api/common/client*',
        'ky',
        'oidc-client-ts',
        'react-router',
        'react-router-dom',
      ],
      'First-page screens link with AppLink (views/app/navigationContext.tsx), never react-router.',
    ),
  },
  {
    // The participant app (public.html) is its own entry: it imports only its public/ folders and
    // what both apps share (eslint-rules/publicEntryBoundary.js says which).
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      raadslag: {
        rules: { 'public-entry-boundary': publicEntryBoundary, 'screen-boundary': screenBoundary },
      },
    },
    rules: { 'raadslag/public-entry-boundary': 'error', 'raadslag/screen-boundary': 'error' },
  },
  {
    // A file over 300 lines of code usually holds more than one idea: split it where it changes
    // subject. A warning, not an error, so it guides rather than shapes the code
    // (tests/README.md#file-length); comments and blank lines do not count.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    rules: {
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/copy/**'],
    rules: forbid(
      ['**/machines/**', '**/views/**', '**/routes/**', '**/api/**', 'react'],
      'contract and copy are leaves: they import nothing of the app.',
    ),
  },
  {
    // contract/ is what the SPA and the server share (docs/architecture.md#contract): it stands on
    // nothing of either side.
    files: ['contract/**'],
    rules: forbid(
      ['**/src/**', '**/server/**', '**/tests/**', '**/tools/**', 'react'],
      'contract/ is shared by the SPA and the server: it imports nothing of either.',
    ),
  },
  {
    // The server shares only contract/ with the SPA (docs/architecture.md#contract): what both
    // need, a rule or a word, moves there.
    files: ['server/**'],
    rules: forbid(['**/src/**', 'react'], 'The server shares only contract/ with the SPA.'),
  },
  {
    // The one exception: the participation page's first paint is the SPA's own markup for a
    // newcomer, in the SPA's own words, and must stay identical to it
    // (docs/architecture.md#the-first-paint), so it reads the participant copy; nothing else.
    files: ['server/participation/firstPaint/**'],
    rules: forbid(
      ['**/src/*', '!**/src/copy', 'react'],
      'The first paint shares only contract/ and the participant copy (src/copy) with the SPA.',
    ),
  },
  {
    // The server: features over a platform, product code apart from tests and tools
    // (eslint-rules/serverFeatureBoundary.js, docs/architecture.md#server-import-rules).
    files: ['server/**/*.{ts,mjs}'],
    plugins: { 'raadslag-server': { rules: { 'feature-boundary': serverFeatureBoundary } } },
    rules: { 'raadslag-server/feature-boundary': 'error' },
  },
);
