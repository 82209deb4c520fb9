// Size budgets: the gzip bytes of each app's own JavaScript must stay within
// infra/bench/budgets.json. For a remote, the fallback copies of shared singletons are left
// out (the shell provides them at run time); for the shell everything counts.
// Run after the build (npm test does); prints the table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apps, root } from './lib.mjs';

const budgets = JSON.parse(readFileSync(path.join(root, 'infra/bench/budgets.json'), 'utf8'));

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
  const own = jsFiles(dist).filter((file) => !sharedFiles.has(path.relative(dist, file)) && !standalone(file));
  const gzip = own.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  const budget = budgets[app];
  const over = budget !== undefined && gzip / 1024 > budget;
  failed ||= over || budget === undefined;
  console.log(`${app.padEnd(16)} ${(gzip / 1024).toFixed(1).padStart(7)}   ${String(budget ?? 'missing').padStart(9)}${over ? '  OVER BUDGET' : ''}`);
}
process.exit(failed ? 1 : 0);
