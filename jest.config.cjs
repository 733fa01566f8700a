// One jest run for the whole monorepo; each project is a test environment.
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
  transform: { '^.+\\.(t|j)sx?$': swc, '/@electric-sql/.+\\.cjs$': swc },
  // ESM-only dependencies (light-my-request's cookie, used by app.inject) are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(@travel|@electric-sql|cookie)/)(?!.*/node_modules/cookie/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/packages/ui/jest.setup.ts'],
      roots: [
        '<rootDir>/shell/src', '<rootDir>/mf-search/src', '<rootDir>/mf-hotel/src', '<rootDir>/mf-order/src',
        '<rootDir>/mf-reviews/src', '<rootDir>/mf-content/src', '<rootDir>/packages/ui/src',
        '<rootDir>/packages/i18n/src', '<rootDir>/packages/event-bus/src', '<rootDir>/packages/api-client/src',
        '<rootDir>/packages/federation/src',
      ],
    },
    {
      ...common,
      displayName: 'model',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/contracts/src', '<rootDir>/packages/search-model/src', '<rootDir>/packages/e2e/src'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/api-server/src', '<rootDir>/shell/server'],
    },
  ],
};
