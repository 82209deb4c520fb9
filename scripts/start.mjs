// `npm start`: build whatever is missing (front-end or API), then serve shell, remotes, API
// and uploads on one origin (PORT, default 3000) with the embedded database. The API runs as
// built JavaScript (infra/api/dist/server), not TypeScript compiled at start (`npm run dev`).
import { apiBuildStale, apiEntry, buildAll, buildApi, missingBuilds, run } from './lib.mjs';

const fail = (code) => {
  console.error('Build failed; see the errors above.');
  process.exit(code);
};

const missing = missingBuilds();
if (missing.length) {
  // turbo builds every workspace, the API included.
  console.log(`Building ${missing.join(', ')} …`);
  const code = await buildAll();
  if (code !== 0) fail(code);
}
if (apiBuildStale()) {
  console.log('Building the API …');
  const code = await buildApi();
  if (code !== 0) fail(code);
}

// Source maps: stack traces name the TypeScript files and lines.
const code = await run(process.execPath, ['--enable-source-maps', apiEntry], {});
process.exit(code);
