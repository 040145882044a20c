const { browserProject } = require('../jest.preset');

module.exports = browserProject('mf-leaderboard', __dirname);
