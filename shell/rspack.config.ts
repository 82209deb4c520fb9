import path from 'node:path';
import { hostConfig, remoteNames, devPorts } from '@joy/mf-config';

// In `npm run dev` the shell serves a remotes manifest pointing at each remote's dev server;
// in production the API serves /remotes.json from the built remotes.
export default hostConfig({
  dir: path.resolve(__dirname),
  remotesJson: () =>
    Object.fromEntries(remoteNames.map((name) => [name, { entry: `http://localhost:${devPorts[name]}/mf-manifest.json` }])),
});
