const JsdomWithFetchEnvironment = require('../../jest/jsdom-with-fetch-environment');

/**
 * The shared jsdom environment plus what jose needs to sign and verify in a test, as a browser
 * has them: Node's Web Crypto (Ed25519 included), TextEncoder/TextDecoder and structuredClone,
 * none of which jsdom provides.
 */
class WebCryptoEnvironment extends JsdomWithFetchEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['crypto', 'CryptoKey', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      Object.defineProperty(this.global, name, {
        value: globalThis[name],
        configurable: true,
        writable: true,
      });
    }
  }
}

module.exports = WebCryptoEnvironment;
