// `npm run build --workspace @joy/api`: the API as plain JavaScript for production, so
// `npm start` and the image run node on built files instead of compiling TypeScript at every
// start (tsx stays for `npm run dev`).
//
// esbuild bundles our own code: src/ and the workspace packages it imports (@joy/contract and
// the other shared/* packages, published as TypeScript sources). Every other package stays
// an ordinary require() from node_modules — native ones (sharp), PGlite's WASM files and
// pg's optional modules are not bundleable, and keeping them out keeps the build a second.
// An outside package must be a `dependencies` entry of the API or of the workspace package
// importing it: a production install (`npm prune --omit=dev`) keeps exactly those, so the
// build refuses one that only a devDependency or the hoisting provides.
//
// The entry points land in dist/server/, two folders below infra/api like src/config/ and
// src/db/, so the `__dirname`-relative paths in config/env.ts (the repository root) and
// db/migrate.ts (the drizzle folder) resolve to the same places as from the sources.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// API_BUILD_DIR (tests) builds elsewhere, at the same depth for the reason above.
const outdir = path.resolve(apiRoot, process.env.API_BUILD_DIR ?? 'dist/server');
if (path.relative(apiRoot, outdir).split(path.sep).length !== 2) throw new Error(`the build folder must be two levels below infra/api: ${outdir}`);
const WORKSPACE_SCOPE = '@joy/';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const builtins = new Set(builtinModules);

/** The nearest package.json above a file (ours: infra/api or a shared/* package). */
function owningPackage(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      return { dir, manifest: readJson(path.join(dir, 'package.json')) };
    } catch {
      // not here: look one folder up
    }
  }
  throw new Error(`no package.json above ${file}`);
}

/** Outside packages each importer needs, checked after the build. */
const undeclared = new Map();

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
      if (args.path.startsWith(WORKSPACE_SCOPE)) return undefined; // bundled from its sources
      const name = packageName(args.path);
      const { dir, manifest } = owningPackage(args.importer);
      if (!manifest.dependencies?.[name]) undeclared.set(`${name} (imported by ${path.relative(apiRoot, args.importer)}, not in ${path.relative(apiRoot, dir) || '.'}/package.json dependencies)`, true);
      return { external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts', migrate: 'src/db/migrate-cli.ts', seed: 'src/db/seed-cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  // Readable stack traces in production logs; the bundle is read from disk once.
  minify: false,
  logLevel: 'warning',
  plugins: [externalPackages],
});
if (undeclared.size) {
  console.error(`The API imports packages a production install would not have:\n  ${[...undeclared.keys()].join('\n  ')}`);
  process.exit(1);
}
console.log(`API built in ${Date.now() - started} ms → ${path.relative(process.cwd(), outdir) || outdir}`);
