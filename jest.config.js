// One jest run, three projects: unit specs (no I/O), integration specs against real PostgreSQL, and
// the web's unit specs (its data layer against a fake API) in jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': swc },
  // The workspaces' own sources: each package.json maps its `source` export (the one place paths are mapped).
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  testEnvironment: 'node',
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/', '<rootDir>/tests/e2e/'],
};
const swcWeb = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];
module.exports = {
  // Seeding a test app takes seconds on a loaded 2-core machine; a hook that waits is not a failure.
  // (A global option: jest ignores it inside a project.)
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.spec.ts'], testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.spec\\.ts$'] },
    {
      ...common,
      displayName: 'int',
      testMatch: ['**/*.int.spec.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
    {
      rootDir: __dirname,
      displayName: 'web',
      testEnvironment: 'jsdom',
      // Our workspaces' sources, and the CommonJS builds of the web's packages (jsdom would pick their browser ES modules).
      testEnvironmentOptions: { customExportConditions: ['source', 'require', 'default'] },
      transform: { '^.+\\.tsx?$': swcWeb },
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
