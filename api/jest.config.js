const path = require('node:path');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(ts|mjs|js)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  // These ship only ES modules (cookie via fastify.inject, jose); Jest on Node 20 needs CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(typebox|@fastify/type-provider-typebox|cookie|jose)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '^@yoga/shared/(.*)$': path.join(__dirname, '../shared/src/$1/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFiles: [path.join(__dirname, '../jest/process-clock.js')],
  // Each test database starts as a copy of one migrated (or seeded) template made once per run.
  globalSetup: '<rootDir>/src/testing/database-templates-setup.ts',
  globalTeardown: '<rootDir>/src/testing/database-templates-teardown.ts',
};
