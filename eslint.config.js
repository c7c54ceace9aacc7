// One lint setup for the whole repository (flat config).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No SQL outside repositories (docs/decisions.md): controllers and command handlers reach the
    // database through a repository and the event store through its port.
    files: ['**/*.controller.ts', '**/*.handler.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            // A read's or a save's failures (NotFoundError, ConcurrencyError, SaveOutcome) come from @intermission/domain.
            { name: '@intermission/db', message: 'Controllers and handlers use a repository, not the database.' },
            { name: 'kysely', message: 'Controllers and handlers use a repository, not the database.' },
          ],
          patterns: [
            { group: ['**/database/database.module'], importNames: ['InjectDb'], message: 'Controllers and handlers use a repository, not the database.' },
          ],
        },
      ],
      // Every body goes through its schema and the NUL check (issue 18): @ZodBody, never a raw @Body().
      'no-restricted-syntax': [
        'error',
        {
          selector: "Decorator > CallExpression[callee.name='Body']",
          message: 'Read the body with @ZodBody(Schema), which validates it (400) before the handler runs.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // Pages compose hooks and components; the server is reached only through modules/<feature>/api.ts,
    // which holds every API path (a page's own paths start with '/': routes, never calls).
    files: ['apps/web/src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/api/apiClient', '**/modules/api/apiFiles', '**/modules/api/listPage'],
              message: 'A page never calls the API client: use the hooks and queries of modules/<feature>/api.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        // An API path is relative ('kits/_search', `clients/${id}`), a media type aside; \x2F is '/' (esquery's regex cannot hold one).
        ...['Literal[value=', 'TemplateLiteral > TemplateElement:first-child[value.raw='].map((node) => ({
          selector: `${node}/^(?!(?:text|image|application|audio|video)\\x2F)[a-z][\\w-]*\\x2F/]`,
          message: 'API paths live in modules/<feature>/api.ts: a page calls its hooks and queries.',
        })),
      ],
    },
  },
  { files: ['**/*.spec.ts', 'tests/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' } },
);
