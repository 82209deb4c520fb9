import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { firstViewCalls, leadPicture, manifestPath } from '../../src/lib/page-boot';
import { eachDatabase } from '../helpers/app';

/** A manifest as Module Federation's build writes it: the entry and the `./app` files. */
const manifest = (name: string, files: string[]) =>
  JSON.stringify({
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [],
    exposes: [{ id: `${name}:app`, name: 'app', path: './app', assets: { js: { sync: files, async: ['99.lazy.js'] }, css: { sync: [], async: [] } } }],
  });

function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-boot-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><meta charset="utf-8"><title>樂享</title></head><body><div id="shell"></div><script defer src="/main.1.js"></script></body></html>');
  write('mfe-discovery/dist/mf-manifest.json', manifest('discovery', ['229.abc.js', '__federation_expose_app.def.js']));
  write('mfe-help/dist/mf-manifest.json', manifest('help', ['12.help.js']));
  write('mfe-member/dist/mf-manifest.json', manifest('member', ['7.member.js']));
  // The help remote's published release 2.0.1 is the live one.
  write('releases/help/2.0.1/mf-manifest.json', manifest('help', ['12.release.js']));
  write('releases/remotes.json', JSON.stringify({ help: { version: '2.0.1' } }));
  return root;
}

const webRoot = makeWebRoot();
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

/** The page's data block, parsed. */
const bootOf = (html: string) => {
  const match = /<script type="application\/json" id="joy-boot">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse((match as RegExpExecArray)[1]) as { remotes: Record<string, { entry: string }>; replies: Record<string, string> };
};
const preloads = (html: string) => Array.from(html.matchAll(/<link rel="preload"([^>]*)\/>/g), (m) => m[1].trim());

eachDatabase(
  'the page HTML carries its first view (fast first page)',
  (ctx) => {
    const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    it('fetches the owning remote ahead and carries /remotes.json and the store reply, equal to what the API answers', async () => {
      const res = await page('/store/12');
      expect(res.statusCode).toBe(200);
      const links = preloads(res.body);
      expect(links).toContain('href="/remotes/discovery/mf-manifest.json" as="fetch" crossorigin="anonymous"');
      expect(links).toContain('href="/remotes/discovery/remoteEntry.js" as="script"');
      expect(links).toContain('href="/remotes/discovery/229.abc.js" as="script"');
      expect(links).toContain('href="/remotes/discovery/__federation_expose_app.def.js" as="script"');
      // Only the first view's files: the app's lazy chunks are left for later.
      expect(res.body).not.toContain('99.lazy.js');
      const boot = bootOf(res.body);
      expect(boot.remotes).toEqual(JSON.parse((await ctx.app.inject({ method: 'GET', url: '/remotes.json' })).body));
      const api = await ctx.app.inject({ method: 'GET', url: '/v2/store/12', headers: { accept: 'application/json' } });
      expect(JSON.parse(boot.replies['GET /v2/store/12'])).toEqual(JSON.parse(api.body));
      // The store's cover comes first, prioritised.
      const [store] = await ctx.db.select({ photo: t.stores.photo }).from(t.stores).where(eq(t.stores.id, 12));
      expect(links[0]).toBe(`as="image" href="${store.photo}" fetchpriority="high"`);
      // The preloads sit in the head, the data block after the shell's scripts.
      expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
      expect(res.body.indexOf('id="joy-boot"')).toBeGreaterThan(res.body.indexOf('/main.1.js'));
    });

    it('carries the home page\'s carousel, ranking, food types and hot articles, each as its hook asks for it', async () => {
      const boot = bootOf((await page('/')).body);
      expect(Object.keys(boot.replies).sort()).toEqual(['GET /v2/article/hot?limit=3&page=1', 'GET /v2/carousel', 'GET /v2/map/search/params', 'GET /v2/ranking']);
      for (const [key, text] of Object.entries(boot.replies)) {
        const api = await ctx.app.inject({ method: 'GET', url: key.slice(4) });
        expect(JSON.parse(text)).toEqual(JSON.parse(api.body));
      }
    });

    it('never lets a text in a reply close the data block', async () => {
      await ctx.db.update(t.stores).set({ name: '</script><script>alert(1)</script>' }).where(eq(t.stores.id, 13));
      await ctx.app.readModel.fresh();
      const html = (await page('/store/13')).body;
      const block = html.slice(html.indexOf('id="joy-boot">'), html.lastIndexOf('</script>'));
      expect(block).not.toContain('</script>');
      expect(block).not.toContain('<script>');
      expect((JSON.parse(bootOf(html).replies['GET /v2/store/13']) as { return: { name: string } }).return.name).toBe('</script><script>alert(1)</script>');
    });

    it('fetches a released remote ahead in the version /remotes.json names, and carries no replies where the first view asks none', async () => {
      const res = await page('/help/about-jcoin');
      const links = preloads(res.body);
      expect(links).toContain('href="/remotes/help@2.0.1/mf-manifest.json" as="fetch" crossorigin="anonymous"');
      expect(links).toContain('href="/remotes/help@2.0.1/12.release.js" as="script"');
      expect(res.body).not.toContain('12.help.js');
      expect(bootOf(res.body).replies).toEqual({});
    });

    it('carries nothing member-specific: a member page gets its remote fetched ahead and no replies', async () => {
      const res = await page('/member/history');
      expect(preloads(res.body)).toContain('href="/remotes/member/7.member.js" as="script"');
      expect(bootOf(res.body).replies).toEqual({});
    });

    it('carries only answers that succeeded: an unknown store has none', async () => {
      expect(bootOf((await page('/store/999999')).body).replies).toEqual({});
    });
  },
  { webRoot, pgliteOnly: true, env: { PUBLIC_ORIGIN: 'https://www.joy.example' } },
);

describe('first view calls and pictures', () => {
  it('names each page\'s calls as the client builds their URLs', () => {
    expect(firstViewCalls('/')).toEqual(['/v2/carousel', '/v2/ranking', '/v2/map/search/params', '/v2/article/hot?limit=3&page=1']);
    expect(firstViewCalls('/store/')).toEqual(['/v2/map/search/params']);
    expect(firstViewCalls('/store/711')).toEqual(['/v2/store/711']);
    expect(firstViewCalls('/article/5')).toEqual(['/v2/article/5']);
    expect(firstViewCalls('/member')).toEqual([]);
    expect(firstViewCalls('/store/abc')).toEqual([]);
  });

  it('finds a manifest on disk only for a remote name and a release version, never a path', () => {
    expect(manifestPath('/remotes/help@2.0.1/mf-manifest.json', '/w', '/r')).toBe(path.join('/r', 'help', '2.0.1', 'mf-manifest.json'));
    expect(manifestPath('/remotes/help/mf-manifest.json', '/w', '/r')).toBe(path.join('/w', 'mfe-help', 'dist', 'mf-manifest.json'));
    expect(manifestPath('/remotes/help@../../etc/mf-manifest.json', '/w', '/r')).toBeNull();
    expect(manifestPath('https://cdn.example/help/mf-manifest.json', '/w', '/r')).toBeNull();
  });

  it('leads with a responsive picture when the reply has one', () => {
    const image = { hash: 'a'.repeat(64), width: 1600, height: 1200, placeholder: '' };
    const reply = (payload: unknown) => [{ url: '/x', text: JSON.stringify({ return: payload }) }];
    expect(leadPicture('/store/1', reply({ photo: '/p.jpg', photo_image: image }))).toEqual({ href: '/p.jpg', image });
    expect(leadPicture('/', reply([{ image: '/c.svg' }]))).toEqual({ href: '/c.svg', image: null });
    expect(leadPicture('/store/1', reply(null))).toBeNull();
  });
});
