// The remote names for the plain Node scripts (scripts/*.mjs), read from the one list in
// remotes.json that remotes.ts types for the shell, the API and the builds.
import { readFileSync } from 'node:fs';

/** @type {readonly string[]} in the order the shell registers them. */
export const remoteNames = Object.freeze(Object.keys(JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'))));
