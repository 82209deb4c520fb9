// `npm start`: build whatever front-end is missing, then serve shell, remotes, API and
// uploads on one origin (PORT, default 3000) with the embedded database.
import { bin, buildAll, missingBuilds, root, run } from './lib.mjs';
import path from 'node:path';

const missing = missingBuilds();
if (missing.length) {
  console.log(`Building ${missing.join(', ')} …`);
  const code = await buildAll();
  if (code !== 0) {
    console.error('Build failed; see the errors above.');
    process.exit(code);
  }
}

const code = await run(bin('tsx'), [path.join(root, 'infra/api/src/server.ts')], {});
process.exit(code);
