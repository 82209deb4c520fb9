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

// Source maps: stack traces name the TypeScript files and lines. The old generation is capped
// (API_MAX_OLD_SPACE_MB, default 320): V8 otherwise lets a busy process grow to several times
// what it holds (the read model of 100,000 stores and the response cache hold about 200 MB)
// before it collects; the embedded database's memory is outside this limit.
const heap = Number(process.env.API_MAX_OLD_SPACE_MB ?? 240);
const code = await run(process.execPath, ['--enable-source-maps', `--max-old-space-size=${heap}`, '--max-semi-space-size=4', apiEntry], {});
process.exit(code);
