/**
 * The repository's ESLint config, run on code placed at real paths of the tree (ESLint loads
 * its config as an ES module, so it runs in a child process rather than inside jest).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

interface Case {
  file: string;
  code: string;
}

const lintRules = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.map((m) => m.ruleId));
}
console.log(JSON.stringify(out));
`;

/** The rules each case breaks, in order. */
function brokenRules(cases: Case[]): (string | null)[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', lintRules, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const direction = 'import-x/no-restricted-paths';

describe('the repository lint', () => {
  // One child process for every case: loading ESLint and the config is the slow part.
  let results: (string | null)[][];
  const cases: [string, Case, string[]][] = [
    ['a feature imports another feature of its remote', { file: 'mfe-help/src/features/legal/components/probe.tsx', code: "import { HelpHome } from '../../help-center/components/help-home';\nexport { HelpHome };\n" }, [direction]],
    ['a feature imports its own files and the remote\'s shared code', { file: 'mfe-help/src/features/legal/components/probe.tsx', code: "import LegalDialog from './legal-dialog';\nimport { ArticleBody } from '../../../components/article-body';\nexport { LegalDialog, ArticleBody };\n" }, []],
    ['a feature imports the app layer', { file: 'mfe-help/src/features/legal/components/probe.tsx', code: "import App from '../../../app/app';\nexport { App };\n" }, [direction]],
    ['shared code imports a feature', { file: 'mfe-help/src/lib/probe.ts', code: "import { searchArticles } from '../features/help-center/lib/search';\nexport { searchArticles };\n" }, [direction]],
    ['the app layer imports a feature', { file: 'mfe-help/src/app/probe.tsx', code: "import LegalDialog from '../features/legal/components/legal-dialog';\nexport { LegalDialog };\n" }, []],
    ['a shell feature imports the shell frame', { file: 'shell/src/features/auth/probe.ts', code: "import { Navbar } from '../../layout/navbar';\nexport { Navbar };\n" }, [direction]],
    ['a remote imports another remote by path', { file: 'mfe-member/src/features/news/probe.ts', code: "import x from '../../../../mfe-booking/src/app/app';\nexport { x };\n" }, ['no-restricted-imports']],
    ['a remote imports the shell', { file: 'mfe-member/src/features/news/probe.ts', code: "import x from '@joy/shell';\nexport { x };\n" }, ['no-restricted-imports']],
    ['a remote loads another remote\'s federated module', { file: 'mfe-member/src/features/news/probe.ts', code: "export const load = () => import('help/legal-dialog');\n" }, ['no-restricted-syntax']],
    ['a remote uses the federation runtime', { file: 'mfe-member/src/features/news/probe.ts', code: "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport { loadRemote };\n" }, ['no-restricted-imports']],
    ['an API route reads the time itself', { file: 'infra/api/src/routes/v2/store/probe.ts', code: 'export const at = () => [new Date(), Date.now()];\n' }, ['no-restricted-syntax', 'no-restricted-syntax']],
    ['an API route parses a date or takes the app clock', { file: 'infra/api/src/routes/v2/store/probe.ts', code: "export const at = (clock: () => Date) => [new Date('2026-11-24'), clock()];\n" }, []],
  ];

  beforeAll(() => {
    results = brokenRules(cases.map(([, c]) => c));
  }, 60_000);

  it.each(cases.map(([name, , rules], i) => [name, i, rules] as const))('%s', (_name, i, rules) => {
    expect(results[i]).toEqual(rules);
  });
});
