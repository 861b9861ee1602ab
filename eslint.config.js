// Lint rules of every package, run by `npm test`. Type-aware rules stay off in the front ends
// (`tsc --noEmit` per package already type-checks them); the API turns on the few that catch an
// unawaited database call, which the type checker alone does not.
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noLiteralText from './eslint-rules/no-literal-text.js';

const remotes = ['mfe-marketing', 'mfe-buyer', 'mfe-admin'];

/**
 * The sources whose every readable text comes from a catalog; the rule fails a literal sentence
 * there. Tests, stories and the server-only glue may still write English.
 */
const translatedSources = [
  'shared/src/i18n/**/*.tsx',
  'shared/src/ui/**/*.tsx',
  'mfe-admin/src/{App.tsx,components/**/*.tsx,features/**/*.tsx}',
  'mfe-buyer/src/**/*.tsx',
  'mfe-marketing/src/**/*.tsx',
  'shell/src/**/*.tsx',
];

/** Inside a remote, a feature imports shared code of the remote, never another feature's files. */
const noCrossFeatureImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['../../*/**', '!../../../**'],
          message: 'A feature does not import another feature: move what both need to the remote’s shared folders (api, components, lib).',
        },
        {
          group: ['@openpresale/*/src/**', '**/shell/src/**', ...remotes.map((r) => `**/${r}/src/**`)],
          message: 'Import another package through its public entry point, not its src/ files.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'bench/results/**', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // bench and the end-to-end tests reach the API through its public entries (@openpresale/api/test-kit)
    files: ['bench/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@openpresale/*/src/**', '**/api/src/**', '**/api/test/**'],
              message: 'Import the API through @openpresale/api/test-kit.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', ...remotes.map((r) => `${r}/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: remotes.map((r) => `${r}/src/features/**/*.{ts,tsx}`),
    rules: noCrossFeatureImports,
  },
  {
    files: translatedSources,
    ignores: ['**/*.test.tsx', '**/test/**', '**/testing/**'],
    plugins: { openpresale: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'openpresale/no-literal-text': 'error' },
  },
  {
    // a query builder that is not awaited never runs; a promise passed where a value is expected is a bug
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // SQLite's synchronous query methods do not exist on PostgreSQL: await the query instead
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[arguments.length=0][callee.property.name=/^(get|all|run)$/]',
          message: 'Await the query (first(...) for one row) instead of SQLite-only .get()/.all()/.run().',
        },
        {
          selector: 'CallExpression[callee.object.name=/^(db|tx)$/][callee.property.name=/^(get|all|run|values)$/]',
          message: 'Use rows(db, sql`…`) or exec(db, sql`…`) from db/client: they run on both engines.',
        },
      ],
    },
  },
);
