import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { fileURLToPath } from 'node:url';

// Resolves the server's relative imports to their '.ts' files for the boundary rules.
const tsResolver = fileURLToPath(new URL('./scripts/eslint-ts-resolver.cjs', import.meta.url));

// Import boundaries (STYLE.md): the domain package is pure; the server and the web app never
// import each other; web features meet only in app/ (boundaries/dependencies below).
const serverFromWeb = {
  group: ['**/server/src/**', '@lending/server', 'node:*', 'drizzle-orm*', 'fastify*'],
  message: 'The browser never imports server code.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // One relative-import style across the workspaces (issue 20 item 5): no file extension, resolved
    // by TypeScript's Bundler resolution, esbuild (server build), Vite (web) and tsx (dev, tests).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map(
          (node) => ({
            selector: `${node} > Literal.source[value=/^[.][.]?[/].*[.](js|ts|tsx|mjs)$/]`,
            message: 'Import relative files without an extension (one import style).',
          }),
        ),
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify*', 'drizzle-orm*', 'react*', 'pg'],
              message: 'The domain package is pure: no I/O, no React.',
            },
            {
              group: ['**/apps/**', '@lending/server', '@lending/web'],
              message: 'The domain package never imports app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverFromWeb] }],
    },
  },
  {
    // Features meet only in app/ (routes): a feature never imports the app shell.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverFromWeb,
            {
              group: ['**/app/*', '**/app/**'],
              message: 'Features meet only in app/: do not import the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // A web feature never imports another feature (issue 12 item 2): what several features use lives
    // in components/, lib/ or shared/, and features are put together only in app/ (routes).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'shared', pattern: 'apps/web/src/{shared,components,lib}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } },
              },
            },
            { from: { element: { type: 'shared' } }, disallow: { to: { element: { type: 'feature' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/src/**', '@lending/web', 'react', 'react-dom'],
              message: 'The server never imports browser code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules meet only through their index (issue 12 item 2): code outside
    // `modules/<name>/` imports `modules/<name>/index.ts`, never a file inside it. Tests may reach in.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts', 'apps/server/src/test/**', 'apps/server/bench/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [tsResolver]: {}, node: { extensions: ['.ts'] } },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
        { type: 'server-core', pattern: 'apps/server/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              to: { element: { type: 'server-module' } },
              disallow: {
                to: { element: { fileInternalPath: '!index.ts' } },
              },
              message: 'Server modules meet only through their index: import modules/<name>/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/bench/**', 'scripts/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Plain Node scripts and config files: Node's globals; TypeScript checks the .ts files.
    files: ['**/*.{js,mjs,cjs}'],
    rules: { 'no-undef': 'off' },
  },
);
