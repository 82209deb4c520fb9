/** @jest-environment node */
import { compareVersions, satisfies } from '../semver';

describe('version ranges of shared packages', () => {
  it.each([
    ['19.3.1', '^19.0.0', true],
    ['20.0.0', '^19.0.0', false],
    ['18.9.9', '^19.0.0', false],
    ['0.1.4', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.1.0', '^0.2.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['2.0.0', '>=1.0.0 <2.0.0', false],
    ['1.9.0', '>=1.0.0 <2.0.0', true],
    ['1.9.0', '>= 1.0.0', true],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.7.0', '1.x', true],
    ['5.0.0', '*', true],
    ['5.0.0', '', true],
    ['19.0.0-rc.1', '^19.0.0', false],
    ['not a version', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('orders versions, a pre-release before its release', () => {
    expect(['1.10.0', '1.2.0', '2.0.0-beta', '2.0.0', '0.9.9'].sort(compareVersions)).toEqual(['0.9.9', '1.2.0', '1.10.0', '2.0.0-beta', '2.0.0']);
  });
});
