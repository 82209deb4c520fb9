/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { devPorts, isRemoteName, remoteNames } from '../remotes';

describe('the one list of remotes', () => {
  it('names the five remotes in the order the shell registers them', () => {
    expect(remoteNames).toEqual(['discovery', 'booking', 'member', 'dealer', 'help']);
  });

  it('gives the shell and every remote its own dev port', () => {
    expect(Object.keys(devPorts).sort()).toEqual([...remoteNames, 'shell'].sort());
    expect(new Set(Object.values(devPorts)).size).toBe(remoteNames.length + 1);
  });

  it('tells a remote name from anything else', () => {
    expect(remoteNames.every(isRemoteName)).toBe(true);
    expect(['shell', 'toString', '__proto__', 'mfe-help', ''].some(isRemoteName)).toBe(false);
  });

  it('is the same list for the plain Node scripts (release tool, start, dev, test)', () => {
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', "import { remoteNames } from '@joy/mf-config/remote-names'; console.log(JSON.stringify(remoteNames));"], {
      cwd: path.resolve(__dirname, '../../../..'),
      encoding: 'utf8',
    });
    expect(JSON.parse(printed)).toEqual([...remoteNames]);
  });
});
