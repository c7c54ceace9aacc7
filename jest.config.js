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
const swcWeb = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
module.exports = {
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
      // The CommonJS builds of the web's packages (jsdom would pick their browser ES modules).
      testEnvironmentOptions: { customExportConditions: ['require', 'default'] },
      transform: { '^.+\\.tsx?$': swcWeb },
      moduleNameMapper,
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
