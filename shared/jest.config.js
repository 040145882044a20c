const path = require('node:path');
const { browserProject } = require('../jest.preset');

const project = browserProject('shared', __dirname);

// The domain rules are swept at other hours too (TEST_PROCESS_CLOCK, decision 0023).
module.exports = {
  ...project,
  setupFiles: [path.join(__dirname, '../jest/process-clock.js')],
};
