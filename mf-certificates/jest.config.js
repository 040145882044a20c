const path = require('node:path');
const { browserProject } = require('../jest.preset');

module.exports = {
  ...browserProject('mf-certificates', __dirname),
  // The public page checks signatures with jose; its tests sign real Ed25519 credentials.
  testEnvironment: path.join(__dirname, 'jest/web-crypto-environment.js'),
};
