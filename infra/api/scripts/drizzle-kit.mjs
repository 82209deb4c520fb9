// Runs drizzle-kit so that it finds this package's drizzle-orm: npm installed drizzle-orm
// under infra/api/node_modules while drizzle-kit was hoisted to the root, and drizzle-kit
// loads drizzle-orm with both require() (NODE_PATH below) and import() (the resolve hook).
// Usage: node scripts/drizzle-kit.mjs generate
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_PATH = [path.join(apiRoot, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
const require = createRequire(import.meta.url);
require('node:module').Module._initPaths();

register('./resolve-from-api.mjs', import.meta.url, { data: { parentURL: pathToFileURL(path.join(apiRoot, 'package.json')).href } });
process.chdir(apiRoot);
// The bin is not in drizzle-kit's exports map, so it is loaded by file path.
require(path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
