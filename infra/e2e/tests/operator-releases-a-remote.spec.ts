import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const helpDist = path.join(root, 'mfe-help', 'dist');

test('replacing one remote’s built files changes the live site without rebuilding the shell', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/help');
  const before = await page.locator('[data-remote-root="help"]').getAttribute('data-release');
  const shellScript = await page.locator('script[src*="main."]').getAttribute('src');

  const release = `e2e-${Date.now()}`;
  const out = mkdtempSync(path.join(os.tmpdir(), 'joy-help-release-'));
  const backup = `${helpDist}.before-${release}`;
  execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build', '-c', path.join(root, 'mfe-help/rspack.config.ts')], {
    cwd: path.join(root, 'mfe-help'),
    env: { ...process.env, JOY_RELEASE: release, JOY_OUT_DIR: out, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  renameSync(helpDist, backup);
  renameSync(out, helpDist);
  try {
    // The page server renders the first view with the new release's renderer too.
    const html = await (await page.request.get('/help', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(new RegExp(`data-first-view="help" inert aria-hidden="true"><div data-release="${release}">`));
    await page.reload();
    await expect(page.locator('[data-remote-root="help"]')).toHaveAttribute('data-release', release);
    expect(release).not.toBe(before);
    expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellScript);
  } finally {
    rmSync(helpDist, { recursive: true, force: true });
    if (existsSync(backup)) renameSync(backup, helpDist);
  }
});
