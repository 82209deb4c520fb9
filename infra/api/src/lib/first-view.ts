/**
 * The first view in the page's HTML (the fast-first-page issue): the page server renders the
 * owning remote's first view and the shell's frame around it with the apps' own components,
 * built for Node beside each browser build (`<dist>/server/render.js`, serverConfig of
 * @joy/mf-config). A diner sees the store's name and picture, the home page's cards or the
 * article before any JavaScript has run; the shell and the remote then take the page over in
 * the browser (shell/src/remotes/first-view.ts).
 *
 * Each remote's renderer is read from the folder of the version /remotes.json names at this
 * moment (a published release or the build), and the shell's from its build: a remote
 * released alone renders its new version on the next load. A renderer is loaded once per file
 * and change time. A remote's renderer that is missing, fails to load or throws leaves its
 * outlet empty (the browser renders it); without the shell's, the page goes out as before.
 * Never an error page.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { initialReplyKey } from '@joy/contract';

export interface RenderedView {
  html: string;
  css: string;
  /** Replies the render asked for through `request`, by initialReplyKey. */
  replies?: Record<string, string>;
}

/** A call the render asks of the server itself (see renderFirstView). */
export type FirstViewRequest = (method: string, url: string, body: string | undefined) => Promise<{ status: number; text: string }>;

interface RemoteRenderer {
  render(input: { url: string; replies: Record<string, string>; request?: FirstViewRequest }): Promise<RenderedView> | RenderedView;
}

interface FrameRenderer {
  renderFrame(input: { url: string; view: { name: string; html: string } | null }): Promise<RenderedView> | RenderedView;
}

const loaded = new Map<string, { mtime: number; module: unknown }>();

/**
 * A renderer module, loaded again only when its file changes (a new build). It is evaluated as
 * a CommonJS module of its own (not through require's cache, which would keep the first build
 * a file ever had); a renderer bundles everything but Node's built-in modules.
 */
function rendererAt(file: string): unknown {
  let mtime: number;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = loaded.get(file);
  if (known && known.mtime === mtime) return known.module;
  const resolved = path.resolve(file);
  const code = fs.readFileSync(resolved, 'utf8');
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: resolved }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, createRequire(resolved), module, resolved, path.dirname(resolved));
  loaded.set(file, { mtime, module: module.exports });
  // Releases are immutable folders: a long-running server keeps at most a few dozen of them.
  if (loaded.size > 32) loaded.delete(loaded.keys().next().value as string);
  return module.exports;
}

/** The renderer file beside a remote's manifest (the build's or a release's folder). */
export const rendererBeside = (manifestFile: string): string => path.join(path.dirname(manifestFile), 'server', 'render.js');

export interface FirstViewPage {
  /** `<style>` tags for the head. */
  head: string;
  /** What goes inside `<div id="shell">`. */
  shell: string;
  /** Replies the remote's render asked for: the page carries them for the browser's first mount. */
  replies: Record<string, string>;
}

/** What a render may ask of the server: reads only (GET), and the store search (a POST that changes nothing). */
export const allowedFirstViewCall = (method: string, url: string): boolean =>
  url.startsWith('/v2/') && (method === 'GET' || (method === 'POST' && /^\/v2\/map\/search(\?|$)/.test(url)));

/** `</style` can never close a style element early. */
const styleTag = (name: string, css: string) => (css ? `<style data-first-view="${name}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>` : '');

/**
 * The page's first view: the owning remote's (when it has a renderer) inside the shell's frame.
 * Null when the shell has no renderer or anything fails: the page is then rendered in the
 * browser only, as before.
 */
export async function renderFirstView(options: {
  url: string;
  shellRenderer: string;
  remote: { name: string; renderer: string } | null;
  replies: { url: string; text: string }[];
  /** The server itself, for a diner without a token (calls outside allowedFirstViewCall are refused). */
  request?: FirstViewRequest;
  onError?: (error: unknown) => void;
}): Promise<FirstViewPage | null> {
  const ask = options.request;
  const request: FirstViewRequest | undefined = ask
    ? (method, url, body) => (allowedFirstViewCall(method, url) ? ask(method, url, body) : Promise.resolve({ status: 403, text: '' }))
    : undefined;
  try {
    const frame = rendererAt(options.shellRenderer) as FrameRenderer | null;
    if (!frame || typeof frame.renderFrame !== 'function') return null;
    let view: RenderedView | null = null;
    if (options.remote) {
      try {
        const remote = rendererAt(options.remote.renderer) as RemoteRenderer | null;
        if (remote && typeof remote.render === 'function') {
          view = await remote.render({ url: options.url, replies: Object.fromEntries(options.replies.map((r) => [initialReplyKey('GET', r.url), r.text])), request });
        }
      } catch (error) {
        // The frame still goes out: the navbar paints at once and the remote renders in the browser.
        options.onError?.(error);
        view = null;
      }
    }
    const page = await frame.renderFrame({ url: options.url, view: view && options.remote ? { name: options.remote.name, html: view.html } : null });
    return {
      head: styleTag('shell', page.css) + (view && options.remote ? styleTag(options.remote.name, view.css) : ''),
      shell: page.html,
      replies: view?.replies && typeof view.replies === 'object' ? view.replies : {},
    };
  } catch (error) {
    options.onError?.(error);
    return null;
  }
}

/**
 * Puts the first view into the shell's index.html: the styles in the head, the frame inside
 * `#shell`, inert (and out of the accessibility tree) until the shell takes over.
 */
export function injectFirstView(html: string, page: FirstViewPage): string {
  const marker = '<div id="shell"></div>';
  if (!html.includes(marker)) return html;
  const withBody = html.replace(marker, () => `<div id="shell" inert aria-hidden="true">${page.shell}</div>`);
  return withBody.includes('</head>') ? withBody.replace('</head>', () => `${page.head}</head>`) : withBody;
}

/** Where the page server serves START_SCRIPT (plugins/web.ts). */
export const START_SCRIPT_PATH = '/first-view-start.js';

/**
 * Starts the shell's script once the first view is painted: after the page's `load` (the first
 * view's pictures are in), its first contentful paint and the frame that follows, or after 3 s
 * whatever happens: the diner sees the content first, then the page becomes live, and neither
 * the start-up's download nor its work holds up the first view's picture (the LCP). A page
 * without a first view keeps the shell's own deferred script.
 */
export const START_SCRIPT = `(function () {
  var me = document.currentScript, main = me && me.getAttribute('data-main'), started = false;
  if (!main) return;
  function run() {
    if (started) return;
    started = true;
    var s = document.createElement('script');
    s.src = main;
    document.body.appendChild(s);
  }
  function nextFrame() { requestAnimationFrame(function () { setTimeout(run, 0); }); }
  // After the first contentful paint where the browser reports it (a frame is not a paint: the
  // text may still wait for its font), else after the next frame.
  function afterPaint() {
    try {
      if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
        if (performance.getEntriesByName('first-contentful-paint').length) return nextFrame();
        new PerformanceObserver(function (list, observer) {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          nextFrame();
        }).observe({ type: 'paint', buffered: true });
        return;
      }
    } catch (e) {}
    nextFrame();
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(run, 3000);
})();
`;

/**
 * With a first view in the page: the shell's entry script is fetched and started by
 * START_SCRIPT once the first view is painted and its pictures are in (the page's `load`). It is
 * not fetched ahead: on a phone's connection the start-up's script would share the bandwidth
 * with the first view's lead picture, and the picture is what the diner waits for.
 */
export function startAfterFirstView(html: string): string {
  const entry = /<script defer src="(\/main\.[0-9a-f]+\.js)"><\/script>/.exec(html);
  if (!entry) return html;
  return html.replace(entry[0], () => `<script defer src="${START_SCRIPT_PATH}" data-main="${entry[1]}"></script>`);
}
