/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { reactRouterProduction } from '../react-router-build';

describe("react-router's build in production bundles", () => {
  it.each(Object.entries(reactRouterProduction))('resolves %s to a file of the production build', (_, file) => {
    expect(file).toMatch(/react-router[\\/]dist[\\/]production[\\/]/);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('is the build without the run-time warnings (the package exports name only the one with them)', () => {
    const chunks = (folder: string) =>
      fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.mjs'))
        .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
        .join('\n');
    const production = chunks(path.dirname(reactRouterProduction['react-router$']));
    expect(production).toMatch(/var ENABLE_DEV_WARNINGS = false;/);
    expect(chunks(path.join(path.dirname(reactRouterProduction['react-router$']), '../development'))).toMatch(/var ENABLE_DEV_WARNINGS = true;/);
  });
});
