/**
 * The local captcha's widget (CAPTCHA_PROVIDER=local): a stand-in for reCAPTCHA v2's api.js
 * with the `grecaptcha` surface the client uses — ready, render (invisible, with its badge in
 * the container), execute, reset, getResponse — whose execute asks GET /v2/captcha for a
 * locally signed token and hands it to the widget's callback, as Google's widget hands over
 * its answer. Like api.js it calls the `onload` function its URL names. Plain ES2017, served
 * as written, against the script's own origin.
 */
export const localCaptchaScript = String.raw`(function () {
  'use strict';
  var script = new URL(document.currentScript.src);
  var widgets = [];
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return found;
  }
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    render: function (container, params) {
      var holder = typeof container === 'string' ? document.getElementById(container) : container;
      if (!holder || !params || !params.sitekey) throw new Error('Missing required parameters: sitekey');
      var badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.setAttribute('data-style', params.badge || 'bottomright');
      badge.textContent = 'reCAPTCHA（本機驗證）';
      holder.appendChild(badge);
      widgets.push({ params: params, response: '' });
      return widgets.length - 1;
    },
    execute: function (id) {
      var w = widget(id);
      fetch(script.origin + '/v2/captcha', { headers: { Accept: 'application/json' } })
        .then(function (res) { return res.json(); })
        .then(function (body) {
          var token = body && body.return && body.return.token;
          if (!token) throw new Error('no captcha token');
          w.response = token;
          if (typeof w.params.callback === 'function') w.params.callback(token);
        })
        .catch(function () {
          if (typeof w.params['error-callback'] === 'function') w.params['error-callback']();
        });
    },
    reset: function (id) { widget(id).response = ''; },
    getResponse: function (id) { return widget(id).response; },
  };
  var onload = script.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
