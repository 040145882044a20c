const { createAppWebpackConfig } = require('@yoga/shared/build');

// Exposes its app (leaderboard, live points and rank, referrals, gifts and vouchers) once its first feature lands; until then it has no container.
module.exports = createAppWebpackConfig({
  name: 'mf-leaderboard',
  packageDir: __dirname,
  kind: 'remote',
});
