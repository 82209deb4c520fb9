/**
 * The front-end paths the API puts in SMS, e-mail, notifications and calendar files come from
 * the contract's `sitePaths` only, so a page the shell moves is moved everywhere at once. The
 * seed's carousel and news rows are data (stored links an editor changes), not code.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');
const SITE_PATH = /['"`]\/(member|booking|booking-result|leave-comment|reservation-success|store|search|article|leaderboard|help|sign-up|setting-password)([/?'"`]|\$\{)/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full.endsWith(path.join('db', 'seed-data')) ? [] : sourceFiles(full);
    return /\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('site links in the API', () => {
  it('writes no front-end path by hand: each comes from sitePaths', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.relative(SRC, file)}:${i + 1}`, line: line.trim() }))
        .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//') && SITE_PATH.test(line)),
    );
    expect(found).toEqual([]);
  });

  it('would notice one', () => {
    expect(SITE_PATH.test("notification_action: '/member/angelPlan'")).toBe(true);
    expect(SITE_PATH.test('url: `/member/history/${id}`')).toBe(true);
    expect(SITE_PATH.test("path: '/v2/member/coin'")).toBe(false);
  });
});
