const { browserProject } = require('../jest.preset');

module.exports = browserProject('mf-account', __dirname);
