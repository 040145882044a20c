const { browserProject } = require('../jest.preset');

module.exports = browserProject('mf-certificates', __dirname);
