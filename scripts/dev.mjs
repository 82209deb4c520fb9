// `npm run dev`: the API in watch mode on :3000 and every front-end app in `rspack serve`
// (shell on :3100 with a remotes manifest pointing at the remotes' dev servers :3101–3105).
import { bin, root, run } from './lib.mjs';
import path from 'node:path';

console.log('Open http://localhost:3100 (API on http://localhost:3000)');
const results = await Promise.all([
  run(bin('tsx'), ['watch', path.join(root, 'infra/api/src/server.ts')], { env: { NODE_ENV: 'development' } }),
  run(bin('turbo'), ['run', 'dev', '--concurrency=6'], { env: { NODE_ENV: 'development' } }),
]);
process.exit(Math.max(...results));
