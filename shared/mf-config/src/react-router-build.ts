/**
 * react-router's production build, for production bundles (rspack.ts). Its package exports name
 * only the development build (every condition), which a bundler has to be pointed away from:
 * that build checks and warns at run time on every render of a router, which a phone pays for
 * in the start-up's longest tasks.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

/** Resolve aliases: the package and its `/dom` entry (which react-router-dom imports). */
export const reactRouterProduction: Record<string, string> = {
  'react-router$': path.join(dist, 'index.mjs'),
  'react-router/dom$': path.join(dist, 'dom-export.mjs'),
};
