const { browserProject } = require('../jest.preset');

module.exports = browserProject('mf-festivals', __dirname);
