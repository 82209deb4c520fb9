#!/usr/bin/env node
// Independent releases of one remote, without touching the shell or the other remotes.
//
//   node scripts/release-remote.mjs publish <remote> [--from <dir>] [--label <text>] [--switch]
//   node scripts/release-remote.mjs switch <remote> <version>
//   node scripts/release-remote.mjs rollback <remote>
//   node scripts/release-remote.mjs retire <remote>      serve mfe-<remote>/dist again
//   node scripts/release-remote.mjs list [<remote>]
//
// A release is an immutable folder RELEASES_DIR/<remote>/<version>/ (default <repo>/releases)
// holding one production build: hashed chunks, remoteEntry.js and mf-manifest.json. The
// version is the package version plus a hash of every file, so the same build always gets the
// same name and a published folder never changes: a CDN may cache all of it for a year.
// `publish` builds the remote (or takes a build from --from) and copies it in atomically;
// `switch` points the runtime manifest at a version; `rollback` returns to the one before.
// RELEASES_DIR/remotes.json is the manifest the shell reads as /remotes.json (the API serves
// it merged with the unreleased remotes' dist builds; nginx or a CDN can serve it as is, with
// RELEASES_BASE_URL naming where the version folders are published). Each remote's history
// is in RELEASES_DIR/<remote>/history.json.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames as REMOTES } from '@joy/mf-config/remote-names';
import { root } from './lib.mjs';

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases'));
const baseUrl = (process.env.RELEASES_BASE_URL ?? '/remotes').replace(/\/+$/, '');

class ReleaseError extends Error {}

/** Refuses the operation (thrown, so a held lock is released on the way out). */
function fail(message) {
  throw new ReleaseError(message);
}

function parse(argv) {
  const [command, ...rest] = argv;
  const options = {};
  const positional = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--switch') options.switch = true;
    else if (arg === '--from' || arg === '--label') options[arg.slice(2)] = rest[++i] ?? fail(`${arg} needs a value`);
    else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { command, positional, options };
}

function remoteArg(name) {
  if (!REMOTES.includes(name)) fail(`name one of ${REMOTES.join(', ')} (got ${name ?? 'nothing'})`);
  return name;
}

function filesUnder(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 10);
}

function writeJsonAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

const readJson = (file, fallback) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

/** One release operation at a time per releases folder. */
function withLock(fn) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, '.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) fail(`${lock} is held by another release; remove it if no release is running`);
      spawnSync(process.execPath, ['-e', 'setTimeout(() => {}, 200)']);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const historyFile = (name) => path.join(releasesDir, name, 'history.json');
const historyOf = (name) => readJson(historyFile(name), { current: null, history: [] });
const published = (name, version) => fs.existsSync(path.join(releasesDir, name, version, 'mf-manifest.json'));

/** Rewrites RELEASES_DIR/remotes.json from every remote's current version. */
function writeManifest() {
  const manifest = {};
  for (const name of REMOTES) {
    const { current } = historyOf(name);
    if (current && published(name, current)) manifest[name] = { entry: `${baseUrl}/${name}@${current}/mf-manifest.json`, version: current };
  }
  writeJsonAtomically(path.join(releasesDir, 'remotes.json'), manifest);
  return manifest;
}

function sharedVersions(dir) {
  const manifest = readJson(path.join(dir, 'mf-manifest.json'), {});
  return Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.version]));
}

function build(name, label) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `joy-release-${name}-`));
  console.log(`building mfe-${name} (release ${label}) …`);
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '-c', path.join(root, `mfe-${name}`, 'rspack.config.ts')], {
    cwd: path.join(root, `mfe-${name}`),
    env: { ...process.env, NODE_ENV: 'production', JOY_RELEASE: label, JOY_OUT_DIR: out },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) fail(`the build of mfe-${name} failed`);
  return out;
}

function publish(name, options) {
  const label = options.label ?? `${name}-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
  const source = options.from ? path.resolve(options.from) : build(name, label);
  const manifest = readJson(path.join(source, 'mf-manifest.json'), null);
  if (!manifest) fail(`${source} holds no mf-manifest.json: not a remote build`);
  if (manifest.name !== name) fail(`${source} is the build of "${manifest.name}", not "${name}"`);
  const pkg = readJson(path.join(root, `mfe-${name}`, 'package.json'), { version: '0.0.0' });
  const version = `${pkg.version}-${contentHash(source)}`;
  const target = path.join(releasesDir, name, version);
  return withLock(() => {
    if (published(name, version)) {
      console.log(`${name}@${version} is already published (same files)`);
    } else {
      const staging = path.join(releasesDir, name, `.staging-${process.pid}`);
      fs.rmSync(staging, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(staging), { recursive: true });
      fs.cpSync(source, staging, { recursive: true });
      fs.renameSync(staging, target);
      console.log(`published ${name}@${version} (${filesUnder(target).length} files)`);
    }
    const shared = sharedVersions(target);
    const joy = Object.entries(shared).filter(([n]) => n.startsWith('@joy/') || n === 'react');
    if (joy.length) console.log(`  built against ${joy.map(([n, v]) => `${n} ${v}`).join(', ')}`);
    if (!options.from) fs.rmSync(source, { recursive: true, force: true });
    if (options.switch) switchTo(name, version);
    return version;
  });
}

function switchTo(name, version) {
  if (!VERSION.test(version) || !published(name, version)) fail(`${name}@${version} is not published (see: list ${name})`);
  const state = historyOf(name);
  if (state.current === version) return console.log(`${name} is already on ${version}`);
  state.history.push(version);
  state.current = version;
  writeJsonAtomically(historyFile(name), state);
  writeManifest();
  console.log(`switched ${name} to ${version}`);
}

function rollback(name) {
  const state = historyOf(name);
  if (state.history.length < 2) fail(`${name} has no earlier release to roll back to`);
  const from = state.history.pop();
  const to = state.history[state.history.length - 1];
  if (!published(name, to)) fail(`${name}@${to} is no longer published`);
  state.current = to;
  writeJsonAtomically(historyFile(name), state);
  writeManifest();
  console.log(`rolled ${name} back from ${from} to ${to}`);
}

function retire(name) {
  const state = historyOf(name);
  state.current = null;
  state.history = [];
  writeJsonAtomically(historyFile(name), state);
  writeManifest();
  console.log(`${name} is served from mfe-${name}/dist again (its releases stay published)`);
}

function list(names) {
  for (const name of names) {
    const dir = path.join(releasesDir, name);
    const versions = fs.existsSync(dir) ? fs.readdirSync(dir).filter((v) => VERSION.test(v) && published(name, v)) : [];
    const { current } = historyOf(name);
    console.log(`${name}: ${current ? `on ${current}` : 'on mfe-' + name + '/dist'}`);
    for (const version of versions) console.log(`  ${version === current ? '*' : ' '} ${version}`);
  }
}

function main() {
  const { command, positional, options } = parse(process.argv.slice(2));
  switch (command) {
    case 'publish':
      return publish(remoteArg(positional[0]), options);
    case 'switch':
      return withLock(() => switchTo(remoteArg(positional[0]), positional[1] ?? fail('name the version to switch to')));
    case 'rollback':
      return withLock(() => rollback(remoteArg(positional[0])));
    case 'retire':
      return withLock(() => retire(remoteArg(positional[0])));
    case 'list':
      return list(positional.length ? positional.map(remoteArg) : REMOTES);
    default:
      fail('usage: release-remote.mjs publish|switch|rollback|retire|list <remote> … (see the top of this file)');
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`release-remote: ${error.message}`);
  process.exit(1);
}
