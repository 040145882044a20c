const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom has no fetch. Components call the API through RTK Query, so tests get Node's own fetch,
 * with Node's AbortController, which that fetch insists on.
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
