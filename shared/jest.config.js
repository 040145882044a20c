const { browserProject } = require('../jest.preset');

module.exports = browserProject('shared', __dirname);
