/** @jest-environment node */
import { hostShared, sharedDeps } from '../shared-deps';

describe('the one shared-deps list', () => {
  const shared = sharedDeps();

  it.each(['valtio', 'zustand', '@joy/auth', '@joy/booking-draft'])('makes the store library or store package %s one instance on the page', (name) => {
    expect(shared[name]).toMatchObject({ singleton: true });
  });

  it('holds the shared packages to their minor line, refusing an incompatible build', () => {
    const { version } = shared['@joy/booking-draft'];
    const [major, minor] = version.split('.');
    expect(shared['@joy/booking-draft']).toEqual({ singleton: true, version, requiredVersion: `^${major}.${minor}.0`, strictVersion: true });
  });
});

describe("the shell's list", () => {
  const shared = sharedDeps();
  const host = hostShared();

  it('provides what every page starts with eagerly, in its first script', () => {
    for (const name of ['react', 'react-dom/client', 'styled-components', 'single-spa-react', '@joy/contract', '@joy/auth', '@joy/ui', '@joy/router', 'react-router-dom']) {
      expect(host[name]).toEqual({ ...shared[name], eager: true });
    }
  });

  it('leaves what a page loads on first use as chunks of their own', () => {
    for (const name of ['pusher-js', '@joy/contract/forms', 'valtio', '@joy/booking-draft']) expect(host[name]).toEqual(shared[name]);
  });

  it('shares the same names, versions and ranges as the remotes', () => {
    expect(Object.keys(host).sort()).toEqual(Object.keys(shared).sort());
    for (const [name, entry] of Object.entries(host)) {
      const { eager: _eager, ...rest } = entry;
      expect(rest).toEqual(shared[name]);
    }
  });
});
