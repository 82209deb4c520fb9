/**
 * The local identity provider's browser scripts (SOCIAL_MODE=local): stand-ins for Google
 * Identity Services, the Facebook JS SDK and Sign in with Apple JS with the surface the web
 * buttons use, so `npm start`, the tests and production run the same button code. Instead of
 * the provider's window each shows a small chooser (帳號 ID, Email, 名稱), then asks
 * POST /dev/idp/token for a token signed by the local key — verified through the same JWKS
 * path as the real providers' ID tokens. Plain ES2017, no build step: served as written.
 */

/** Shared by the three: the chooser dialog and the token request, against the script's own origin. */
const COMMON = String.raw`
  var base = new URL(document.currentScript.src).origin;
  function chooser(title, done) {
    var back = document.createElement('div');
    back.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.45)';
    var box = document.createElement('div');
    var id = 'joy-local-idp-' + Math.random().toString(36).slice(2);
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', id);
    box.style.cssText = 'width:min(320px,90vw);padding:20px;border-radius:12px;background:#fff;color:#222;font:15px/1.5 sans-serif';
    var heading = document.createElement('h2');
    heading.id = id;
    heading.textContent = title;
    heading.style.cssText = 'margin:0 0 12px;font-size:17px';
    var form = document.createElement('form');
    function field(label, name, type, required) {
      var wrap = document.createElement('label');
      wrap.style.cssText = 'display:block;margin:0 0 10px';
      wrap.textContent = label;
      var input = document.createElement('input');
      input.name = name;
      input.type = type;
      input.required = required;
      input.style.cssText = 'display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:6px 8px;font:inherit';
      wrap.appendChild(input);
      form.appendChild(wrap);
      return input;
    }
    var sub = field('帳號 ID', 'sub', 'text', true);
    var email = field('Email', 'email', 'email', false);
    var name = field('名稱', 'name', 'text', false);
    function button(label, type) {
      var b = document.createElement('button');
      b.type = type;
      b.textContent = label;
      b.style.cssText = 'margin:8px 8px 0 0;padding:6px 16px;font:inherit';
      form.appendChild(b);
      return b;
    }
    button('繼續', 'submit');
    var cancel = button('取消', 'button');
    function close(who) {
      back.remove();
      done(who);
    }
    cancel.onclick = function () { close(null); };
    // Keys stay here: the page's own modal must not close or pull focus back while this is open.
    back.addEventListener('keydown', function (event) {
      event.stopPropagation();
      if (event.key === 'Escape') close(null);
    });
    form.onsubmit = function (event) {
      event.preventDefault();
      if (sub.value.trim()) close({ sub: sub.value.trim(), email: email.value.trim(), name: name.value.trim() });
    };
    box.appendChild(heading);
    box.appendChild(form);
    back.appendChild(box);
    document.body.appendChild(back);
    sub.focus();
  }
  function token(provider, who) {
    return fetch(base + '/dev/idp/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: provider, sub: who.sub, email: who.email, name: who.name }),
    }).then(function (res) {
      if (!res.ok) throw new Error('local identity provider refused');
      return res.json();
    }).then(function (body) { return body.id_token; });
  }
`;

const wrap = (body: string) => `(function () {\n'use strict';\n${COMMON}\n${body}\n})();\n`;

/** google.accounts.id: initialize, prompt and renderButton answer the callback with `{ credential }`. */
export const localGisScript = wrap(String.raw`
  var settings = null;
  function signIn() {
    chooser('Google 登入（本機測試身分）', function (who) {
      if (!who || !settings) return;
      token('google', who).then(function (credential) {
        settings.callback({ credential: credential, select_by: 'user', clientId: settings.client_id });
      });
    });
  }
  var google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = {
    initialize: function (options) { settings = options; },
    prompt: function () { signIn(); },
    renderButton: function (parent) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = '使用 Google 帳號登入';
      b.onclick = signIn;
      parent.replaceChildren(b);
    },
    disableAutoSelect: function () {},
    cancel: function () {},
  };
`);

/** FB: init, login (an access token and the user id), api('/me'), getLoginStatus, logout. */
export const localFacebookScript = wrap(String.raw`
  var auth = null;
  var me = null;
  window.FB = {
    init: function () {},
    login: function (callback) {
      chooser('Facebook 登入（本機測試身分）', function (who) {
        if (!who) return callback({ status: 'unknown', authResponse: null });
        token('facebook', who).then(function (accessToken) {
          auth = { accessToken: accessToken, userID: who.sub, expiresIn: 3600, signedRequest: '', graphDomain: 'facebook' };
          me = { id: who.sub, name: who.name, email: who.email };
          callback({ status: 'connected', authResponse: auth });
        });
      });
    },
    api: function (path, params, callback) {
      var done = typeof params === 'function' ? params : callback;
      setTimeout(function () { done(path === '/me' && me ? me : { error: { message: 'Unsupported request', code: 100 } }); });
    },
    getLoginStatus: function (callback) { callback(auth ? { status: 'connected', authResponse: auth } : { status: 'unknown', authResponse: null }); },
    logout: function (callback) { auth = null; me = null; if (callback) callback({ status: 'unknown', authResponse: null }); },
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
`);

/** AppleID.auth: init, and signIn resolving `{ authorization: { id_token, code }, user? }` as the popup flow does. */
export const localAppleScript = wrap(String.raw`
  var settings = {};
  window.AppleID = {
    auth: {
      init: function (options) { settings = options || {}; },
      signIn: function () {
        return new Promise(function (resolve, reject) {
          chooser('Apple 登入（本機測試身分）', function (who) {
            if (!who) return reject({ error: 'popup_closed_by_user' });
            token('apple', who).then(function (idToken) {
              var user = who.name || who.email ? { email: who.email, name: { firstName: who.name, lastName: '' } } : undefined;
              resolve({ authorization: { id_token: idToken, code: 'local-' + Date.now(), state: settings.state }, user: user });
            }, reject);
          });
        });
      },
    },
  };
`);
