// jsdom without Node's fetch family: copy Node's WHATWG fetch globals in so client code and
// tests use real Request/Response objects (tests still replace `fetch` itself with fakes).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel', 'TransformStream']) {
      if (globalThis[name] && !this.global[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
