import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { injectFirstView, renderFirstView, START_SCRIPT_PATH, startAfterFirstView } from '../../src/lib/first-view';
import { eachDatabase } from '../helpers/app';

/**
 * Renderers as serverConfig builds them (`<dist>/server/render.js`, CommonJS): these stand-ins
 * answer from what they are given, so the test sees exactly what the page server hands over.
 */
const remoteRenderer = (label: string) => `
exports.render = async ({ url, replies, request }) => {
  // The store list asks its search of the server while it renders; anything else that writes is refused.
  const asked = url.startsWith('/store?') ? await request('POST', '/v2/map/search?page=1', '{"limit":2}') : null;
  const refused = url.startsWith('/store?') ? await request('POST', '/v2/order', '{}') : null;
  return {
    html: '<div data-release="${label}"><h1>' + url + '</h1><p data-replies>' + Object.keys(replies).join('|') + '</p>'
      + (asked ? '<p data-asked>' + asked.status + ' ' + JSON.parse(asked.text).return.data.length + ' ' + refused.status + '</p>' : '') + '</div>',
    css: '.r{color:red}',
    replies: asked ? { 'POST /v2/map/search?page=1 {"limit":2}': asked.text } : undefined,
  };
};`;
const shellRenderer = `
exports.renderFrame = ({ url, view }) => ({
  html: '<header>樂享</header><main>' + (view ? '<div data-first-view="' + view.name + '" inert aria-hidden="true">' + view.html + '</div>' : '') + '</main>',
  css: 'body{margin:0}',
});`;

function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-first-view-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const manifest = (name: string) => JSON.stringify({ name, metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], exposes: [] });
  write('shell/dist/index.html', '<!doctype html><html><head><meta charset="utf-8"><title>樂享</title></head><body><div id="shell"></div><script defer src="/main.1.js"></script></body></html>');
  write('shell/dist/server/render.js', shellRenderer);
  write('mfe-discovery/dist/mf-manifest.json', manifest('discovery'));
  write('mfe-discovery/dist/server/render.js', remoteRenderer('build'));
  write('mfe-help/dist/mf-manifest.json', manifest('help'));
  write('mfe-help/dist/server/render.js', remoteRenderer('help-build'));
  // The help remote's published release 2.0.1 is the live one, with its own renderer.
  write('releases/help/2.0.1/mf-manifest.json', manifest('help'));
  write('releases/help/2.0.1/server/render.js', remoteRenderer('help-2.0.1'));
  write('releases/remotes.json', JSON.stringify({ help: { version: '2.0.1' } }));
  // The member remote's renderer is broken.
  write('mfe-member/dist/mf-manifest.json', manifest('member'));
  write('mfe-member/dist/server/render.js', 'exports.render = () => { throw new Error("window is not defined"); };');
  return root;
}

const webRoot = makeWebRoot();
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

eachDatabase(
  'the page server renders the first view into the HTML (fast first page)',
  (ctx) => {
    const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    it('puts the owning remote\'s first view, rendered with the carried replies, inside the shell\'s frame, inert, with both styles in the head', async () => {
      const res = await page('/store/12?from=line');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="shell" inert aria-hidden="true"><header>樂享</header><main><div data-first-view="discovery" inert aria-hidden="true"><div data-release="build"><h1>/store/12?from=line</h1><p data-replies>GET /v2/store/12</p>');
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<style data-first-view="shell">body{margin:0}</style>');
      expect(head).toContain('<style data-first-view="discovery">.r{color:red}</style>');
      // The data block and the scripts are still there: the browser takes the page over.
      expect(res.body).toContain('id="joy-boot"');
      expect(res.body).toContain('data-main="/main.1.js"');
    });

    it('lets a render ask the store search of the server (as the diner, no token), carries that reply, and refuses anything that writes', async () => {
      const res = await page('/store?food_type=1');
      expect(res.body).toContain('<p data-asked>200 2 403</p>');
      const boot = JSON.parse(/id="joy-boot">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '{}') as { replies: Record<string, string> };
      const carried = JSON.parse(boot.replies['POST /v2/map/search?page=1 {"limit":2}']) as { return: { data: unknown[] } };
      expect(carried.return.data).toHaveLength(2);
    });

    it('renders a released remote with its release\'s renderer (a remote released alone shows on the next load)', async () => {
      const res = await page('/help');
      expect(res.body).toContain('<div data-first-view="help" inert aria-hidden="true"><div data-release="help-2.0.1">');
      fs.writeFileSync(path.join(webRoot, 'releases/remotes.json'), JSON.stringify({}));
      try {
        expect((await page('/help')).body).toContain('<div data-release="help-build">');
      } finally {
        fs.writeFileSync(path.join(webRoot, 'releases/remotes.json'), JSON.stringify({ help: { version: '2.0.1' } }));
      }
    });

    it('loads a renderer again when its build changes', async () => {
      const file = path.join(webRoot, 'mfe-discovery/dist/server/render.js');
      fs.writeFileSync(file, remoteRenderer('rebuilt'));
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(file, later, later);
      try {
        expect((await page('/store/3')).body).toContain('<div data-release="rebuilt">');
      } finally {
        fs.writeFileSync(file, remoteRenderer('build'));
        const again = new Date(Date.now() + 10000);
        fs.utimesSync(file, again, again);
      }
    });

    it('sends the page as before when a renderer throws: the frame without a first view, never an error', async () => {
      const res = await page('/member/history');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="shell" inert aria-hidden="true"><header>樂享</header><main></main></div>');
      expect(res.body).toContain('data-main="/main.1.js"');
    });

    it('starts the shell\'s script after the first view is painted: fetched and run by the start script, not ahead of the picture', async () => {
      const res = await page('/store/12');
      expect(res.body).not.toContain('<link rel="preload" href="/main.1.js"');
      // No script the head fetches ahead goes before the first view's picture and styles.
      expect(res.body).not.toMatch(/<link rel="preload" href="[^"]*" as="script" \/>/);
      expect(res.body).toContain(`<script defer src="${START_SCRIPT_PATH}" data-main="/main.1.js"></script>`);
      expect(res.body).not.toContain('<script defer src="/main.1.js"></script>');
      const script = await ctx.app.inject({ method: 'GET', url: START_SCRIPT_PATH });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('text/javascript');
      expect(script.body).toContain("addEventListener('load'");
    });

    it('renders the shell\'s own pages in the frame alone', async () => {
      const res = await page('/error');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="shell" inert aria-hidden="true"><header>樂享</header><main></main></div>');
    });
  },
  { webRoot, pgliteOnly: true },
);

describe('first view into the page', () => {
  it('leaves the page alone without a shell renderer, and keeps a style from closing its tag early', async () => {
    expect(await renderFirstView({ url: '/', shellRenderer: '/nowhere/render.js', remote: null, replies: [] })).toBeNull();
    const html = '<html><head></head><body><div id="shell"></div></body></html>';
    const out = injectFirstView(html, { head: '<style data-first-view="shell">a{}</style>', shell: '<p>$& $1</p>', replies: {} });
    expect(out).toBe('<html><head><style data-first-view="shell">a{}</style></head><body><div id="shell" inert aria-hidden="true"><p>$& $1</p></div></body></html>');
    // Only the shell's own entry script is started late; a page without it is left as it is.
    expect(startAfterFirstView('<head></head><script defer src="/other.js"></script>')).toBe('<head></head><script defer src="/other.js"></script>');
  });

  it('writes a renderer\'s styles so that no `</style>` inside can end the element', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-fv-'));
    try {
      fs.writeFileSync(path.join(dir, 'render.js'), 'exports.renderFrame = () => ({ html: "x", css: "a{content:\\"</style><script>\\"}" });');
      const page = await renderFirstView({ url: '/', shellRenderer: path.join(dir, 'render.js'), remote: null, replies: [] });
      expect(page?.head).not.toContain('</style><script>');
      expect(page?.head.endsWith('</style>')).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
