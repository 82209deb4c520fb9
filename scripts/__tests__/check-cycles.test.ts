import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '..', 'check-cycles.mjs');
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

function check(folder = dir) {
  const run = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

describe('npm run check:cycles', () => {
  it('passes on a folder whose imports point one way', () => {
    tree({
      'db/executor.ts': 'export type Executor = { run(): void };',
      'repositories/orders.ts': "import type { Executor } from '../db/executor';\nexport const find = (db: Executor) => db.run();",
      'routes/order.ts': "import { find } from '../repositories/orders';\nexport default find;",
    });
    expect(check()).toEqual({ status: 0, out: expect.stringContaining('no import cycle') });
  });

  it('fails on two modules that import each other, naming both', () => {
    tree({
      'repositories/orders.ts': "import { hold } from './waitlist';\nexport const book = () => hold();",
      'repositories/waitlist.ts': "import { book } from './orders';\nexport const hold = () => 1;\nexport const promote = () => book();",
    });
    const { status, out } = check();
    expect(status).toBe(1);
    expect(out).toContain('1 import cycle.');
    expect(out).toMatch(/repositories\/(orders|waitlist)\.ts → repositories\/(orders|waitlist)\.ts → /);
  });

  it('leaves the cycles of a package the folder imports to that package', () => {
    tree({
      'api/src/routes/order.ts': "import { orderTable } from '../../contract/src/orders';\nexport default orderTable;",
      'contract/src/orders.ts': "import type { Live } from './live';\nexport const orderTable = {} as { live?: Live };",
      'contract/src/live.ts': "import type { orderTable } from './orders';\nexport type Live = typeof orderTable;",
    });
    expect(check(path.join(dir, 'api/src'))).toEqual({ status: 0, out: expect.stringContaining('no import cycle') });
    expect(check(path.join(dir, 'contract/src')).status).toBe(1);
  });

  it('counts a cycle through type-only imports and through a lazy import()', () => {
    tree({
      'lib/effects.ts': "import type { Row } from '../repositories/rows';\nexport type Effect = { row: Row };",
      'repositories/rows.ts': "import type { Effect } from '../lib/effects';\nexport type Row = { effects: Effect[] };",
      'jobs/a.ts': "export const later = () => import('./b');",
      'jobs/b.ts': "import { later } from './a';\nexport const again = later;",
    });
    const { status, out } = check();
    expect(status).toBe(1);
    expect(out).toContain('2 import cycles.');
  });
});
