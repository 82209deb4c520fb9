/**
 * An operator releases the help remote on its own with scripts/release-remote.mjs: publishes
 * a version, switches the site to it, rolls it back — the shell is never rebuilt. A release
 * built against an older but compatible react (a shared singleton, ^19) is tolerated; one
 * built against an incompatible @joy/ui line (^0.2 where the shell provides 0.1) is refused
 * with the contained fallback while the rest of the site keeps working, and a rollback
 * recovers.
 *
 * "Built against" is what the remote declares to the federation runtime: the version of each
 * shared package found when the remote was built (shared/mf-config reads it from the build's
 * working folder). The builds here run from a folder whose node_modules hold only the
 * package.json files of the versions to declare; everything else resolves as usual.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectRemoteMounted } from './helpers';

const root = path.resolve(__dirname, '../../..');
const releasesDir = process.env.E2E_RELEASES_DIR ?? path.join(root, 'releases');
const reactVersion = (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/react/package.json'), 'utf8')) as { version: string }).version;
const olderReact = `${reactVersion.split('.')[0]}.0.0`;

function release(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'scripts/release-remote.mjs'), ...args], { env: { ...process.env, RELEASES_DIR: releasesDir }, encoding: 'utf8' });
}

const versionIn = (output: string): string => /help@(\S+?)(?: \(| is already)/.exec(output)?.[1] ?? '';

/** A production build of the help remote declaring `declared` versions of shared packages. */
function buildHelp(label: string, declared: Record<string, string>): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-help-build-'));
  fs.writeFileSync(path.join(work, 'package.json'), '{"private":true}');
  for (const [name, version] of Object.entries(declared)) {
    fs.mkdirSync(path.join(work, 'node_modules', name), { recursive: true });
    fs.writeFileSync(path.join(work, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  const out = path.join(work, 'dist');
  execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build', '-c', path.join(root, 'mfe-help/rspack.config.ts')], {
    cwd: work,
    env: { ...process.env, NODE_PATH: path.join(root, 'node_modules'), NODE_ENV: 'production', JOY_RELEASE: label, JOY_OUT_DIR: out },
    stdio: 'pipe',
  });
  return out;
}

async function helpIn(page: Page): Promise<{ entry: string; version: string }> {
  const res = await page.request.get('/remotes.json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  return ((await res.json()) as Record<string, { entry: string; version: string }>).help;
}

const shellScript = (page: Page) => page.locator('script[src*="main."]').getAttribute('src');
const helpRelease = (page: Page) => page.locator('[data-remote-root="help"]').getAttribute('data-release');

test.describe.configure({ mode: 'serial' });
test.afterAll(() => {
  release('retire', 'help');
});

test('an operator publishes a help release built against an older compatible react, switches to it and rolls it back', async ({ page }) => {
  test.setTimeout(120_000);
  const first = versionIn(release('publish', 'help', '--from', path.join(root, 'mfe-help/dist'), '--switch'));
  expect(await helpIn(page)).toEqual({ entry: `/remotes/help@${first}/mf-manifest.json`, version: first });
  await page.goto('/help');
  await expectRemoteMounted(page, 'help');
  const firstLabel = await helpRelease(page);
  const shell = await shellScript(page);

  const label = `older-react-${Date.now()}`;
  const second = versionIn(release('publish', 'help', '--from', buildHelp(label, { react: olderReact, 'react-dom': olderReact }), '--switch'));
  expect(second).not.toBe(first);
  expect((await helpIn(page)).version).toBe(second);
  const fromSecond: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/remotes/help@${second}/`)) fromSecond.push(request.url());
  });
  await page.reload();
  await expect(page.locator('[data-remote-root="help"]')).toHaveAttribute('data-release', label);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(fromSecond.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  // Everything of a version is cacheable for good; only /remotes.json is revalidated.
  const entry = await page.request.get(`/remotes/help@${second}/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toContain('immutable');

  release('rollback', 'help');
  expect((await helpIn(page)).version).toBe(first);
  await page.reload();
  await expect(page.locator('[data-remote-root="help"]')).toHaveAttribute('data-release', firstLabel ?? '');
  expect(await shellScript(page)).toBe(shell);
});

test('the shell refuses a help release built against an incompatible @joy/ui with the contained fallback, and a rollback recovers', async ({ page }) => {
  test.setTimeout(120_000);
  const good = versionIn(release('publish', 'help', '--from', path.join(root, 'mfe-help/dist'), '--switch'));
  const incompatible = versionIn(release('publish', 'help', '--from', buildHelp(`ui-next-${Date.now()}`, { '@joy/ui': '0.2.0' }), '--switch'));
  expect((await helpIn(page)).version).toBe(incompatible);

  // What the federation runtime reported (shared/mf-config's runtime plugin dispatches it).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { remoteErrors: string[] }).remoteErrors = seen;
    window.addEventListener('joy:remote:error', (event) => seen.push(String((event as CustomEvent<{ message: string }>).detail.message)));
  });
  await page.goto('/help');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback).toContainText(/SHELL-00[23]/);
  // Refused for the version skew, not for anything else.
  const errors = await page.evaluate(() => (window as unknown as { remoteErrors: string[] }).remoteErrors);
  expect(errors.some((text) => /@joy\/ui does not satisfy the requirement of help which needs \^0\.2\.0/.test(text))).toBe(true);
  // The rest of the site keeps working.
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '首頁' }).click();
  await expectRemoteMounted(page, 'discovery');

  release('rollback', 'help');
  expect((await helpIn(page)).version).toBe(good);
  await page.goto('/help');
  await expectRemoteMounted(page, 'help');
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});
