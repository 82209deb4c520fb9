/**
 * The import direction inside the shell and each remote, as zones for import-x's
 * no-restricted-paths (eslint.config.mjs). Layers, lowest first:
 *
 *   shared   src/components, src/lib, src/api, src/content … (any other folder of src)
 *   features src/features/<name>: shared code and itself only, never another feature
 *   app      src/app, the entry files, and the shell's frame (layout, pages, remotes, routes)
 *
 * A lower layer never imports a higher one. The folders are read from disk, so a new feature
 * or remote is covered without editing this file.
 */
import fs from 'node:fs';
import path from 'node:path';

const entryFiles = ['app.tsx', 'bootstrap.tsx', 'index.ts', 'standalone.tsx'];
/** The shell has no src/app folder: its frame around the remotes is the app layer. */
const shellFrame = ['layout', 'pages', 'remotes', 'routes'];

const folders = (at) =>
  fs.existsSync(at)
    ? fs
        .readdirSync(at, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('__'))
        .map((e) => e.name)
    : [];

/** The front-end packages: the shell and every remote folder (mfe-*). */
export function frontEnds(root) {
  return ['shell', ...fs.readdirSync(root).filter((name) => name.startsWith('mfe-'))].filter((name) => fs.existsSync(path.join(root, name, 'src')));
}

/** The remotes' federation names (mfe-booking → booking), as the shell loads them. */
export function remoteNames(root) {
  return frontEnds(root)
    .filter((name) => name !== 'shell')
    .map((name) => name.slice('mfe-'.length));
}

export function frontEndZones(root) {
  return frontEnds(root).flatMap((pkg) => {
    const src = path.join(root, pkg, 'src');
    const features = path.join(src, 'features');
    const appNames = ['app', ...entryFiles, ...(pkg === 'shell' ? shellFrame : [])];
    const app = appNames.map((name) => path.join(src, name)).filter((at) => fs.existsSync(at));
    const shared = folders(src)
      .filter((name) => name !== 'features' && !appNames.includes(name))
      .map((name) => path.join(src, name));
    return [
      ...folders(features).map((name) => ({
        target: path.join(features, name),
        from: features,
        except: [`./${name}`],
        message: `A feature never imports another feature's internals (${pkg}/src/features/${name}): move what both need to src/components or src/lib.`,
      })),
      ...(app.length ? [{ target: features, from: app, message: 'Features never import the app layer; pass what they need as props or routes.' }] : []),
      ...(shared.length ? [{ target: shared, from: [features, ...app].filter((at) => fs.existsSync(at)), message: 'Shared code (components, lib …) never imports a feature or the app layer.' }] : []),
    ];
  });
}
