const { browserProject } = require('../jest.preset');

module.exports = browserProject('shell', __dirname);
