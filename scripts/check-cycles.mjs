/**
 * `npm run check:cycles`: fails when infra/api/src (or the folder given) has an import cycle.
 *
 * Type-only imports count: two modules whose types need each other still cannot be read,
 * changed or tested apart. Dynamic import() counts too, so a cycle is not hidden by making one
 * side lazy. dpdm builds the graph with TypeScript's own parser and resolves paths the way
 * tsconfig does.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import dpdm from 'dpdm';
import { root } from './lib.mjs';

const dir = path.resolve(process.argv[2] ?? path.join(root, 'infra/api/src'));
const tsconfig = path.join(dir, '..', 'tsconfig.json');
const tree = await dpdm.parseDependencyTree(`${dir}/**/*.{ts,tsx}`, {
  context: dir,
  tsconfig: existsSync(tsconfig) ? tsconfig : undefined,
  transform: false,
  skipDynamicImports: false,
  exclude: /node_modules/,
  onProgress: () => {},
});
// Workspace packages (@joy/contract) resolve to their sources and are walked too; their own
// cycles are theirs to check, so only cycles wholly inside the folder count here.
const cycles = dpdm.parseCircular(tree).filter((cycle) => cycle.every((file) => !path.relative(dir, path.resolve(dir, file)).startsWith('..')));
const name = path.relative(root, dir) || dir;
if (cycles.length === 0) {
  console.log(`${name}: no import cycle.`);
} else {
  console.error(`${name}: ${cycles.length} import cycle${cycles.length > 1 ? 's' : ''}. Move what both sides need to a module both may import.`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  process.exitCode = 1;
}
