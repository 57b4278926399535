// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** Workspace packages are imported by name (a no-restricted-imports pattern). */
const workspacePathImports = {
  group: ['../../packages/*', '../../../packages/*', '**/packages/*/src/*'],
  message: 'Import workspace packages by name, never by relative path.',
};

/** No app imports another app's files, and no package imports an app's. */
const apps = ['api', 'catalogue', 'reservation', 'staff'];
const appBoundaries = [
  ...apps.map((app) => ({
    target: `./apps/${app}`,
    from: './apps',
    except: [`./${app}`],
    message: 'Apps never import each other: move what they share into a package.',
  })),
  {
    target: './packages',
    from: './apps',
    message: 'Packages never import from an app.',
  },
];

/**
 * A migration's data is frozen in the migration: what an applied migration does on a new
 * database must not change when seed data, a service or a repository is edited later.
 */
const api = './apps/api/src';
const frozenMigrations = {
  target: `${api}/db/migrations`,
  from: [`${api}/seed`, `${api}/services`, `${api}/repositories`],
  message: 'Migrations import nothing from seed, services or repositories: copy the data in.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-server/**',
      '**/.turbo/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/.data/**',
      '**/bench-results/**',
      '**/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x 4 needs a resolver of the new interface; workspace packages resolve through node_modules.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Each app is deployed on its own: what two apps share lives in a package. A migration
      // carries its own data.
      'import-x/no-restricted-paths': ['error', { zones: [...appBoundaries, frozenMigrations] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [workspacePathImports],
        },
      ],
    },
  },
  {
    // JavaScript budgets: both apps' browser code (and the flow package they load) takes the
    // API client's light entry; ky and zod load on first use (createLazyApiClient,
    // loadRequestSchemas).
    files: [
      'apps/catalogue/src/**/*.{ts,tsx}',
      'apps/reservation/src/**/*.{ts,tsx}',
      'packages/dealership-flow/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'apps/*/src/test/**', 'packages/dealership-flow/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@territorio/api-client',
              message:
                "Import from '@territorio/api-client/core' (no ky, no zod in the page's JavaScript).",
            },
          ],
          patterns: [workspacePathImports],
        },
      ],
    },
  },
  {
    // The API's routes parse, call one service and answer: services hold the use case and its
    // transaction, repositories every query. Row types may still be named.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'No SQL in routes: put the query in a repository, the rule in a service.',
            },
          ],
          patterns: [
            {
              group: ['**/db/*', '**/repositories/*'],
              allowTypeImports: true,
              message: 'Routes call services; repositories and the database are theirs.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'No SQL in routes: put the query in a repository, the rule in a service.',
        },
      ],
    },
  },
  {
    // A function a newcomer can read in one screen or two. Test files are lists of cases,
    // seed data is data, and each migration is one schema written as one block.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/db/migrations/**', 'apps/api/src/seed/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
