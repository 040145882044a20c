const { browserProject } = require('../jest.preset');

module.exports = {
  ...browserProject('shell', __dirname),
  // The build defines it from the remotes' declarations; tests give their own manifests.
  globals: { __BUILT_REMOTE_ROUTES__: [] },
};
