const path = require('node:path');

const shared = path.join(__dirname, 'shared/src');

/** Jest settings every browser package uses: swc transform, jsdom, and @yoga/shared from source. */
function browserProject(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    testEnvironment: path.join(__dirname, 'jest/jsdom-with-fetch-environment.js'),
    transform: {
      // Catalogues are compiled as the webpack loader compiles them (shared/src/build).
      '/locales/[a-z]{2}\\.json$': path.join(__dirname, 'jest/catalogue-transform.js'),
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // jose ships only ES modules; Jest on Node 20 runs CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!jose/)'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest/style-stub.js'),
      '\\.ttf$': path.join(__dirname, 'jest/file-stub.js'),
      '^@yoga/shared$': path.join(shared, 'index.ts'),
      '^@yoga/shared/(.*)$': path.join(shared, '$1/index.ts'),
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest/setup-dom.ts'),
      path.join(__dirname, 'jest/setup-catalogues.ts'),
    ],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  };
}

module.exports = { browserProject };
