// Small helpers shared by the root scripts (start, dev, test).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '@joy/mf-config/remote-names';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The shell and the remotes, by folder; the remote names are shared/mf-config's one list. */
export const apps = ['shell', ...remoteNames.map((name) => `mfe-${name}`)];
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env } });
    // Pass stop signals on, so stopping a script never leaves its server running.
    const forward = (signal) => child.kill(signal);
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => resolve(127));
  });
}

/** The API's built entry point (infra/api/scripts/build.mjs), what `npm start` runs. */
export const apiEntry = path.join(root, 'infra/api/dist/server/server.js');

/** The apps whose production build is missing (shell: index.html; remotes: mf-manifest.json). */
export function missingBuilds() {
  return apps.filter((app) => !existsSync(path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')));
}

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Whether the API's build is missing or older than its sources: infra/api/src and the shared
 * packages it bundles.
 */
export function apiBuildStale() {
  if (!existsSync(apiEntry)) return true;
  const built = statSync(apiEntry).mtimeMs;
  const sources = [path.join(root, 'infra/api/src'), ...readdirSync(path.join(root, 'shared')).map((name) => path.join(root, 'shared', name, 'src'))];
  return sources.some((dir) => existsSync(dir) && newestIn(dir) > built);
}

export async function buildApi() {
  return run(process.execPath, [path.join(root, 'infra/api/scripts/build.mjs')]);
}

export async function buildAll() {
  return run(bin('turbo'), ['run', 'build', '--output-logs=errors-only']);
}
