/**
 * The sandbox gateway's stand-in for TapPay's Fields SDK: a small browser script giving
 * `window.TPDirect` the part of the real surface the card form uses, so the form runs the same
 * code with either gateway (GET /v2/subscription/gateway names the script to load).
 *
 * - `setupSDK(appId, appKey, serverType)`: accepted and ignored (the sandbox has no app).
 * - `card.setup({ fields: { number, expirationDate, ccv }, styles })`: each field's `element`
 *   (a selector or an element) gets a text input, where the real SDK puts an iframe. The input
 *   is named by the `<label for>` of its container, takes the container's `aria-describedby`,
 *   and the container gets `tappay-field-focus` while the input has focus, as with TapPay.
 * - `card.onUpdate(cb)` / `card.getTappayFieldsStatus()`: `{ canGetPrime, hasError, cardType,
 *   status: { number, expiry, ccv } }`, each status 0 ok, 1 empty, 2 error, 3 typing.
 * - `card.getPrime(cb)`: posts the card to the sandbox prime endpoint (test cards only, as the
 *   API's own checks decide) and calls back `{ status: 0, msg, card: { prime, bincode,
 *   lastfour, funding, type, ... } }`, or a non-zero status with `msg`.
 *
 * Plain ES2017 in a string, so the API serves it as is from the sources or the bundle.
 */

export function sandboxTpDirectScript(primePath: string): string {
  return `/* Sandbox stand-in for TapPay's TPDirect (test cards only). */
(function () {
  'use strict';
  if (window.TPDirect && window.TPDirect.sandbox) return;
  var current = document.currentScript;
  var origin = current && current.src ? new URL(current.src, location.href).origin : location.origin;
  var PRIME_URL = origin + ${JSON.stringify(primePath)};
  var KEYS = { number: 'number', expirationDate: 'expiry', ccv: 'ccv' };
  var INPUTS = {
    number: { className: 'card-number', autocomplete: 'cc-number', maxLength: 23 },
    expirationDate: { className: 'expiration-date', autocomplete: 'cc-exp', maxLength: 7 },
    ccv: { className: 'ccv', autocomplete: 'cc-csc', maxLength: 4 }
  };
  var inputs = {};
  var listener = null;
  var styles = {};

  function digits(value) { return value.replace(/\\D/g, ''); }
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d[d.length - 1 - i]);
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  function expiryOf(value) {
    var m = /^(\\d{2})\\/?(\\d{2})$/.exec(value.replace(/\\s/g, ''));
    return m ? { month: Number(m[1]), year: 2000 + Number(m[2]), text: m[1] + '/' + m[2] } : null;
  }
  function statusOf(field, input) {
    var value = input.value.trim();
    var typing = document.activeElement === input ? 3 : 2;
    if (!value) return 1;
    if (field === 'number') {
      var d = digits(value);
      if (/[^\\d\\s-]/.test(value) || d.length > 16) return 2;
      return d.length === 16 ? (luhn(d) ? 0 : 2) : typing;
    }
    if (field === 'expirationDate') {
      var e = expiryOf(value);
      if (!e) return /^\\d{0,2}\\s*\\/?\\s*\\d?$/.test(value) ? typing : 2;
      return e.month >= 1 && e.month <= 12 && Date.UTC(e.year, e.month, 1) > Date.now() ? 0 : 2;
    }
    if (/^\\d{3}$/.test(value)) return 0;
    return /^\\d{1,2}$/.test(value) ? typing : 2;
  }
  function cardTypeOf(d) {
    if (/^4/.test(d)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
    if (/^35/.test(d)) return 'jcb';
    if (/^3[47]/.test(d)) return 'amex';
    if (/^62/.test(d)) return 'unionpay';
    return 'unknown';
  }
  function fieldsStatus() {
    var status = { number: 1, expiry: 1, ccv: 1 };
    Object.keys(inputs).forEach(function (field) { status[KEYS[field]] = statusOf(field, inputs[field]); });
    var values = [status.number, status.expiry, status.ccv];
    return {
      canGetPrime: values.every(function (s) { return s === 0; }),
      hasError: values.some(function (s) { return s === 2; }),
      cardType: inputs.number ? cardTypeOf(digits(inputs.number.value)) : 'unknown',
      status: status
    };
  }
  function applyStyles(field, input, fieldStatus) {
    var chosen = [styles.input, styles['input.' + INPUTS[field].className], document.activeElement === input ? styles[':focus'] : null,
      fieldStatus === 0 ? styles['.valid'] : fieldStatus === 2 ? styles['.invalid'] : null];
    input.removeAttribute('style');
    input.style.cssText = 'width:100%;border:0;outline:none;background:transparent;font:inherit;padding:0;';
    chosen.forEach(function (rules) {
      if (rules) Object.keys(rules).forEach(function (name) { if (typeof rules[name] === 'string') input.style.setProperty(name, rules[name]); });
    });
  }
  function changed() {
    var update = fieldsStatus();
    Object.keys(inputs).forEach(function (field) {
      var s = update.status[KEYS[field]];
      inputs[field].setAttribute('aria-invalid', s === 2 ? 'true' : 'false');
      applyStyles(field, inputs[field], s);
    });
    if (listener) listener(update);
  }
  function elementOf(target) { return typeof target === 'string' ? document.querySelector(target) : target; }
  function mount(field, config) {
    var container = elementOf(config && config.element);
    if (!container) throw new Error('TPDirect.card.setup: no element for ' + field);
    var input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = INPUTS[field].autocomplete;
    input.maxLength = INPUTS[field].maxLength;
    input.className = INPUTS[field].className;
    if (config.placeholder) input.placeholder = config.placeholder;
    var label = container.id ? document.querySelector('label[for="' + container.id + '"]') : null;
    if (label) {
      if (!label.id) label.id = container.id + '-label';
      input.setAttribute('aria-labelledby', label.id);
      label.addEventListener('click', function () { input.focus(); });
    }
    var described = container.getAttribute('aria-describedby');
    if (described) input.setAttribute('aria-describedby', described);
    input.addEventListener('input', changed);
    input.addEventListener('focus', function () { container.classList.add('tappay-field-focus'); changed(); });
    input.addEventListener('blur', function () { container.classList.remove('tappay-field-focus'); changed(); });
    container.replaceChildren(input);
    inputs[field] = input;
  }
  function fail(callback, status, msg) { callback({ status: status, msg: msg }); }

  window.TPDirect = {
    sandbox: true,
    setupSDK: function () {},
    card: {
      setup: function (config) {
        inputs = {};
        styles = (config && config.styles) || {};
        var fields = (config && config.fields) || {};
        Object.keys(KEYS).forEach(function (field) { if (fields[field]) mount(field, fields[field]); });
        changed();
      },
      onUpdate: function (callback) { listener = callback; },
      getTappayFieldsStatus: fieldsStatus,
      getPrime: function (callback) {
        if (!fieldsStatus().canGetPrime) return fail(callback, 1, 'Invalid card data');
        var number = digits(inputs.number.value);
        var body = { card_number: number, expiry: expiryOf(inputs.expirationDate.value).text, ccv: inputs.ccv ? inputs.ccv.value.trim() : '' };
        fetch(PRIME_URL, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body), credentials: 'omit' })
          .then(function (res) { return res.json().catch(function () { return null; }).then(function (json) { return { ok: res.ok, json: json }; }); })
          .then(function (reply) {
            var prime = reply.ok && reply.json && reply.json.return && reply.json.return.prime;
            if (!prime) {
              var errors = reply.json && reply.json.return && reply.json.return.errors;
              var first = errors && Object.keys(errors).map(function (k) { return errors[k]; })[0];
              return fail(callback, 2, first || (reply.json && reply.json.msg) || 'Get prime failed');
            }
            var type = { visa: 1, mastercard: 2, jcb: 3, unionpay: 4, amex: 5 }[cardTypeOf(number)] || -1;
            callback({
              status: 0,
              msg: 'Success',
              card: { prime: prime, bincode: number.slice(0, 6), lastfour: number.slice(-4), issuer: 'SANDBOX', funding: 0, type: type, level: '', country: 'TAIWAN', countrycode: 'TW' },
              clientip: '',
              card_identifier: ''
            });
          })
          .catch(function () { fail(callback, -1, 'Network error'); });
      }
    }
  };
})();
`;
}
