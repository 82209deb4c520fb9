/**
 * Versioned remote releases as the API serves them: scripts/release-remote.mjs publishes a
 * build into RELEASES_DIR/<name>/<version>/, switches and rolls back; /remotes.json names the
 * version in use per remote, the version folder is served immutable under
 * /remotes/<name>@<version>/, and remotes without a release keep their dist build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';
import { eachDatabase, json } from '../helpers/app';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-releases-'));
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
};
write('mfe-help/dist/mf-manifest.json', '{"name":"help"}');
write('mfe-discovery/dist/mf-manifest.json', '{"name":"discovery"}');
/** Two builds of the help remote, as rspack leaves them. */
for (const label of ['one', 'two']) {
  write(`builds/${label}/mf-manifest.json`, JSON.stringify({ name: 'help', shared: [{ name: '@joy/ui', version: '0.1.0' }] }));
  write(`builds/${label}/remoteEntry.js`, `var help = "${label}";`);
  write(`builds/${label}/121.fedfb5e18b.js`, `chunk ${label}`);
}
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const release = (...args: string[]): string =>
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/release-remote.mjs'), ...args], {
    env: { PATH: process.env.PATH, RELEASES_DIR: path.join(webRoot, 'releases') },
    encoding: 'utf8',
  });
const versionIn = (output: string): string => /published help@(\S+)|help@(\S+) is already published/.exec(output)?.slice(1).find(Boolean) ?? '';

eachDatabase(
  'remote releases',
  (ctx) => {
    const remotes = async () => json<Record<string, { entry: string; version: string }>>(await ctx.app.inject({ method: 'GET', url: '/remotes.json' }));

    it('publishes, switches, rolls back and retires one remote while the others keep their build', async () => {
      const first = versionIn(release('publish', 'help', '--from', path.join(webRoot, 'builds/one'), '--switch'));
      expect(first).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
      expect((await remotes()).help).toEqual({ entry: `/remotes/help@${first}/mf-manifest.json`, version: first });
      expect((await remotes()).discovery.entry).toBe('/remotes/discovery/mf-manifest.json');

      // The same files publish to the same version; other files to another.
      expect(versionIn(release('publish', 'help', '--from', path.join(webRoot, 'builds/one')))).toBe(first);
      const second = versionIn(release('publish', 'help', '--from', path.join(webRoot, 'builds/two'), '--switch'));
      expect(second).not.toBe(first);
      expect((await remotes()).help.version).toBe(second);

      const entry = await ctx.app.inject({ method: 'GET', url: `/remotes/help@${second}/remoteEntry.js` });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('var help = "two";');
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The older version stays published and reachable for pages that loaded it.
      expect((await ctx.app.inject({ method: 'GET', url: `/remotes/help@${first}/remoteEntry.js` })).body).toBe('var help = "one";');

      release('rollback', 'help');
      expect((await remotes()).help.version).toBe(first);
      release('retire', 'help');
      expect((await remotes()).help.entry).toBe('/remotes/help/mf-manifest.json');
    });

    it('refuses what is not a published version: unknown, malformed, outside the folder', async () => {
      for (const url of ['/remotes/help@0.0.0-nothing/remoteEntry.js', '/remotes/help@..%2F..%2Fmfe-help/dist/mf-manifest.json', '/remotes/nobody@1/remoteEntry.js', '/remotes/help@/remoteEntry.js']) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect(() => release('switch', 'help', '0.0.0-nothing')).toThrow();
      expect(() => release('publish', 'discovery', '--from', path.join(webRoot, 'builds/one'))).toThrow();
      // A manifest naming a version whose folder is gone falls back to the dist build.
      write('releases/remotes.json', JSON.stringify({ help: { version: '0.0.0-gone', entry: '/remotes/help@0.0.0-gone/mf-manifest.json' } }));
      expect((await remotes()).help.entry).toBe('/remotes/help/mf-manifest.json');
    });
  },
  { pgliteOnly: true, webRoot },
);
