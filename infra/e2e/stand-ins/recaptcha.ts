/**
 * reCAPTCHA v2 invisible's stand-in: `api.js` with the `grecaptcha` surface (ready, render,
 * execute, reset, getResponse; the URL's `onload` called), whose execute opens a frame of this
 * origin — as Google's widget answers from its own frames — that hands the page a one-time
 * token by postMessage; and `siteverify` as Google answers it (POST form `secret`, `response`,
 * `remoteip` → `{ success, challenge_ts, hostname }` or `{ success: false, 'error-codes' }`),
 * each token good once, for the site key it was made for.
 */
import crypto from 'node:crypto';
import { send, sendText, serve, type Started } from './http';

export interface RecaptchaStandIn extends Started {
  /** siteverify calls: whether the secret was right and what was answered. */
  verifies: { secretOk: boolean; success: boolean; remoteip: string | null }[];
}

const SCRIPT = String.raw`(function () {
  'use strict';
  var script = new URL(document.currentScript.src);
  var widgets = [];
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return found;
  }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== script.origin || !data || data.type !== 'recaptcha-answer') return;
    var w = widgets[data.widget];
    if (!w) return;
    w.response = data.token;
    if (data.token && typeof w.params.callback === 'function') w.params.callback(data.token);
    if (!data.token && typeof w.params['error-callback'] === 'function') w.params['error-callback']();
  });
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    render: function (container, params) {
      var holder = typeof container === 'string' ? document.getElementById(container) : container;
      if (!holder || !params || !params.sitekey) throw new Error('Missing required parameters: sitekey');
      var badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.setAttribute('data-style', params.badge || 'bottomright');
      var frame = document.createElement('iframe');
      frame.title = 'reCAPTCHA';
      frame.width = '256';
      frame.height = '60';
      frame.src = script.origin + '/recaptcha/api2/anchor?k=' + encodeURIComponent(params.sitekey);
      badge.appendChild(frame);
      holder.appendChild(badge);
      widgets.push({ params: params, frame: frame, response: '' });
      return widgets.length - 1;
    },
    execute: function (id) {
      var w = widget(id);
      var index = widgets.indexOf(w);
      w.frame.src = script.origin + '/recaptcha/api2/anchor?k=' + encodeURIComponent(w.params.sitekey) + '&execute=' + index +
        '&co=' + encodeURIComponent(location.origin) + '&n=' + Math.random().toString(36).slice(2);
    },
    reset: function (id) { widget(id).response = ''; },
    getResponse: function (id) { return widget(id).response; },
  };
  var onload = script.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

export async function startRecaptcha(port: number, keys: { siteKey: string; secret: string }): Promise<RecaptchaStandIn> {
  const tokens = new Map<string, { hostname: string; at: Date }>();
  const verifies: RecaptchaStandIn['verifies'] = [];
  const started = await serve(port, (req, res, url, raw) => {
    if (req.method === 'GET' && url.pathname === '/recaptcha/api.js') return sendText(res, 200, 'text/javascript; charset=utf-8', SCRIPT);
    if (req.method === 'GET' && url.pathname === '/recaptcha/api2/anchor') {
      const execute = url.searchParams.get('execute');
      const parent = url.searchParams.get('co') ?? '';
      let answer = '';
      if (execute !== null && url.searchParams.get('k') === keys.siteKey && /^https?:\/\/[^/]+$/.test(parent)) {
        answer = `03A${crypto.randomBytes(48).toString('base64url')}`;
        tokens.set(answer, { hostname: new URL(parent).hostname, at: new Date() });
      }
      const post = execute === null ? '' : `<script>parent.postMessage(${JSON.stringify({ type: 'recaptcha-answer', widget: Number(execute), token: answer })}, ${JSON.stringify(parent)});</script>`;
      return sendText(res, 200, 'text/html; charset=utf-8', `<!doctype html><title>reCAPTCHA</title><p>reCAPTCHA（測試替身）</p>${post}`);
    }
    if (req.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
      const form = new URLSearchParams(raw.toString('utf8'));
      const secretOk = form.get('secret') === keys.secret;
      const token = tokens.get(form.get('response') ?? '');
      const success = secretOk && token !== undefined;
      verifies.push({ secretOk, success, remoteip: form.get('remoteip') });
      if (!secretOk) return send(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (!token) return send(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
      tokens.delete(form.get('response') ?? '');
      return send(res, 200, { success: true, challenge_ts: token.at.toISOString(), hostname: token.hostname });
    }
    send(res, 404, { error: 'not found' });
  });
  return { ...started, verifies };
}
