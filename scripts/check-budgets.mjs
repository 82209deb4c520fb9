// Size budgets: the gzip bytes of each app's own JavaScript must stay within
// infra/bench/budgets.json. For a remote, the fallback copies of shared singletons are left
// out (the shell provides them at run time); for the shell everything counts.
// A chunk that only one page fetches on first use for a library it alone needs (the pay code's
// QR and barcode encoders) is measured apart, against its own line in `chunks`, so a library a
// page opts into cannot hide growth in the app's code, and the app's budget stays its own.
// Run after the build (npm test does); prints the table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apps, root } from './lib.mjs';

const { chunks: chunkBudgets = {}, ...budgets } = JSON.parse(readFileSync(path.join(root, 'infra/bench/budgets.json'), 'utf8'));
/** `<app>/<chunk name>` → KB; the chunk's files are `<chunk name>.<hash>.js`. */
const chunkOf = (app, file) => Object.keys(chunkBudgets).find((key) => key.startsWith(`${app}/`) && path.basename(file).startsWith(`${key.slice(app.length + 1)}.`));

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return jsFiles(file);
    return name.endsWith('.js') ? [file] : [];
  });
}

let failed = false;
console.log('app              gzip KB   budget KB');
for (const app of apps) {
  const dist = path.join(root, app, 'dist');
  const manifest = app === 'shell' ? null : JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set((manifest?.shared ?? []).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  // A remote's main.*.js is its standalone development page, never loaded by the site.
  const standalone = (file) => manifest && /^main\.[0-9a-f]+\.js$/.test(path.basename(file));
  // dist/server/ is the page server's first-view renderer (Node), never sent to a browser.
  const serverSide = (file) => path.relative(dist, file).split(path.sep)[0] === 'server';
  const own = jsFiles(dist).filter((file) => !sharedFiles.has(path.relative(dist, file)) && !standalone(file) && !serverSide(file));
  const size = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  const apart = new Map();
  for (const file of own) {
    const key = chunkOf(app, file);
    if (key) apart.set(key, (apart.get(key) ?? 0) + size(file));
  }
  const gzip = own.filter((file) => !chunkOf(app, file)).reduce((sum, file) => sum + size(file), 0);
  const budget = budgets[app];
  const over = budget !== undefined && gzip / 1024 > budget;
  failed ||= over || budget === undefined;
  console.log(`${app.padEnd(16)} ${(gzip / 1024).toFixed(1).padStart(7)}   ${String(budget ?? 'missing').padStart(9)}${over ? '  OVER BUDGET' : ''}`);
  for (const [key, bytes] of apart) {
    const chunkOver = bytes / 1024 > chunkBudgets[key];
    failed ||= chunkOver;
    console.log(`  ${key.slice(app.length + 1).padEnd(14)} ${(bytes / 1024).toFixed(1).padStart(7)}   ${String(chunkBudgets[key]).padStart(9)}${chunkOver ? '  OVER BUDGET' : ''}  (fetched on first use)`);
  }
}
// A chunk budget whose chunk no longer exists is stale: say so rather than pass silently.
for (const key of Object.keys(chunkBudgets)) {
  const [app] = key.split('/');
  if (!jsFiles(path.join(root, app, 'dist')).some((file) => chunkOf(app, file) === key)) {
    failed = true;
    console.log(`${key}: no such chunk in the build (remove its budget or fix the name)`);
  }
}
process.exit(failed ? 1 : 0);
