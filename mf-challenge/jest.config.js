const { browserProject } = require('../jest.preset');

module.exports = browserProject('mf-challenge', __dirname);
