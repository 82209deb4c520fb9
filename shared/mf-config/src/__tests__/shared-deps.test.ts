/** @jest-environment node */
import { sharedDeps } from '../shared-deps';

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
