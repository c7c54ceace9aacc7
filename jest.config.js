// One jest run, two projects: unit specs (no I/O) and integration specs against real PostgreSQL.
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
const libs = ['contracts', 'domain', 'db', 'eventstore'];
const moduleNameMapper = {
  ...Object.fromEntries(libs.map((l) => [`^@intermission/${l}$`, `<rootDir>/libs/${l}/src`])),
  '^@intermission/migrations$': '<rootDir>/migrations/src',
  '^@intermission/projections$': '<rootDir>/projections/src',
  '^@intermission/api/(.*)$': '<rootDir>/apps/api/src/$1',
};
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/', '<rootDir>/tests/e2e/'],
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.spec.ts'], testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.spec\\.ts$'] },
    {
      ...common,
      displayName: 'int',
      // Seeding a test app takes seconds on a loaded 2-core machine; a hook that waits is not a failure.
      testTimeout: 30_000,
      testMatch: ['**/*.int.spec.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
};
