// One jest run covers every workspace: web code in jsdom, the API in node against PGlite, and the
// repository's own checks (scripts/).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|drizzle-orm|jose)/)'],
  moduleNameMapper: { '\\.(css|png|svg|jpg|webp)$': '<rootDir>/jest.asset-stub.js' },
};
module.exports = {
  testTimeout: 30000,
  // Both cores (jest's default leaves one to its own process, which mostly waits): every API test
  // file has a database of its own (test/helpers/app.ts), so files run side by side safely.
  maxWorkers: 2,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment.js',
      setupFiles: ['<rootDir>/jest.polyfills.js'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testMatch: ['<rootDir>/{shared,shell,mfe-*}/**/__tests__/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/shared/contract/'],
    },
    {
      ...common,
      displayName: 'contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/shared/contract/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'tooling',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/infra/api/test/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/infra/api/test/retry-on-ci.ts'],
      testMatch: ['<rootDir>/infra/api/test/**/*.test.ts'],
    },
  ],
};
