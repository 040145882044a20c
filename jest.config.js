/** One Jest run over every package; each package keeps its own project config beside its code. */
module.exports = {
  // A global option: Jest ignores it inside projects. PGlite boots a WASM Postgres per API test
  // file.
  testTimeout: 30000,
  // Jest's default is one worker fewer than the cores: one on this two-core machine. Two halve
  // the run (598 s to 291 s for the whole suite on both stores, still green).
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-challenge',
    '<rootDir>/mf-leaderboard',
    '<rootDir>/mf-certificates',
    '<rootDir>/mf-festivals',
    '<rootDir>/mf-account',
    '<rootDir>/api',
  ],
};
