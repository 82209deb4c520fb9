/**
 * The one shared-dependency list. The shell and every remote build with it, so there is a
 * single React, router, styled-components and store instance on the page. `react-dom/client`
 * and `react/jsx-runtime` must be listed or a remote silently bundles its own react-dom.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));

function versionOf(pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Library singletons: [import name, package that carries the version]. */
const libraries: Array<[string, string]> = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['styled-components', 'styled-components'],
  ['zustand', 'zustand'],
  ['valtio', 'valtio'],
  ['swr', 'swr'],
  ['dayjs', 'dayjs'],
  ['single-spa-react', 'single-spa-react'],
  // Loaded on demand by the shell's notification feed and @joy/auth's store channel: one copy.
  ['pusher-js', 'pusher-js'],
];

/**
 * The workspace's shared packages; compatible within a minor line (semver caret). A store
 * package (@joy/auth, @joy/booking-draft) must be here: two copies would be two stores.
 */
const sharedPackages = ['@joy/contract', '@joy/bus', '@joy/auth', '@joy/booking-draft', '@joy/ui', '@joy/router'];

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion?: boolean;
  /** The module that provides it and the key it is shared under, when not the import name. */
  import?: string;
  shareKey?: string;
  /** In the shell: part of its first script, provided without a chunk of its own (hostShared). */
  eager?: boolean;
}

export function sharedDeps(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [name, carrier] of libraries) {
    const version = versionOf(carrier);
    shared[name] = { singleton: true, version, requiredVersion: `^${version.split('.')[0]}.0.0` };
  }
  for (const name of sharedPackages) {
    const version = versionOf(name);
    const [major, minor] = version.split('.');
    // Shared packages are 0.x: a caret range pins the minor line, and a remote built against
    // an incompatible line is refused (strictVersion) and gets the contained fallback.
    shared[name] = { singleton: true, version, requiredVersion: `^${major}.${minor}.0`, strictVersion: true };
  }
  // The forms' schemas (and yup with them): one copy, loaded with the first form opened.
  shared['@joy/contract/forms'] = { ...shared['@joy/contract'] };
  // react-router-dom is not shared whole (60 KB gzip, every export kept): an import of it is
  // served by @joy/router, the tree-shaken list of the router exports the site uses, under
  // the same share key, so it is the same singleton whichever name a file imports.
  shared['react-router-dom'] = { ...shared['@joy/router'], import: '@joy/router', shareKey: '@joy/router' };
  return shared;
}

/**
 * What every page starts with: the libraries and packages the shell's start-up and every
 * remote's first mount import. The shell provides these eagerly — in its first script, offered
 * to the remotes from there — so the start-up asks for one file and one set-up instead of a
 * chunk and an asynchronous share negotiation per library (on a phone: fewer round trips, no
 * long task of script insertions). The rest (pusher-js, the forms' schemas, valtio, the
 * booking draft) stay chunks of their own, fetched when first used.
 */
const startUp = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'styled-components', 'zustand', 'swr', 'dayjs', 'single-spa-react', '@joy/contract', '@joy/bus', '@joy/auth', '@joy/ui', '@joy/router', 'react-router-dom']);

/** The shell's list: sharedDeps with the start-up set eager. */
export function hostShared(): Record<string, SharedEntry> {
  return Object.fromEntries(Object.entries(sharedDeps()).map(([name, entry]) => [name, startUp.has(name) ? { ...entry, eager: true } : entry]));
}
