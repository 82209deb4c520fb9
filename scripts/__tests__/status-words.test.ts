/**
 * One status vocabulary (issue "After the booking", item 1): every surface that speaks of an
 * order's status — the booking pages, the member's order pages, the notifications, the SMS, the
 * help articles — takes its words from the contract's status table
 * (shared/contract/src/orders/status-words.ts). This scans the front-ends and the API source for
 * a status name or a status sentence written anywhere else, so two surfaces cannot drift apart
 * again (the success page saying 「我們已為您保留座位」 while the notification said
 * 「等待店家確認」). Comments, tests and seed data may say anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DINER_ACTION_WORDS, ORDER_STATUS_WORDS, ORDER_STATUSES, type StatusNotificationWords, type StatusPageWords } from '@joy/contract';

const root = path.join(__dirname, '..', '..');

/** The front-ends and the API source. */
const SCANNED = ['shell/src', 'mfe-booking/src', 'mfe-dealer/src', 'mfe-discovery/src', 'mfe-help/src', 'mfe-member/src', 'infra/api/src'];
const SKIPPED = /(^|\/)(__tests__|node_modules|dist|seed-data)(\/|$)|\.(test|spec)\.tsx?$|\.d\.ts$/;

/** Phrases only a status speaks, whatever the table words them as (a waitlist's 「為您保留座位 10 分鐘」 is not one). */
const STATUS_PHRASES = /等待(店家|餐廳)確認|為您保留座位(?!\s*\d)|訂位已(取消|確認|保留|完成|送出)|標記為未到/;

const names = new Set(ORDER_STATUSES.map((status) => ORDER_STATUS_WORDS[status].name));
/** A name set off in prose: **已保留**, 「待確認」. */
const QUOTED_NAME = new RegExp(`(\\*\\*|「)(${[...names].join('|')})(\\*\\*|」)`);

/** Every text of the table, templates included. */
function tableTexts(): string[] {
  const page = (p: StatusPageWords) => [p.title, p.lead];
  const note = (n: StatusNotificationWords) => [n.title, n.body];
  const texts = ORDER_STATUSES.flatMap((status) => {
    const w = ORDER_STATUS_WORDS[status];
    return [w.meaning, ...page(w.successPage), ...page(w.resultPage), w.orderDetail, ...note(w.notification), w.sms, ...(w.byStore ? [...note(w.byStore.notification), w.byStore.sms] : [])];
  });
  return [...texts, ...Object.values(DINER_ACTION_WORDS).flatMap((a) => (a.hint ? [a.hint] : []))];
}

/**
 * The table's sentences cut at placeholders and punctuation: each clause of five characters or
 * more is the table's alone (「等待餐廳確認」, 「座位已為您保留」), a shorter one (「您好」,
 * 「【樂享】」) is anyone's.
 */
const clauses = [
  ...new Set(
    tableTexts()
      .flatMap((text) => text.split(/\{\w+\}|[，。；：！？、（）「」【】\s]+/))
      .map((clause) => clause.trim())
      .filter((clause) => [...clause].length >= 5 && /\p{Script=Han}/u.test(clause)),
  ),
];

/** The string literals, template pieces and JSX text of a source file (comments are not among them). */
function literals(file: string, source: string): { text: string; line: number }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      found.push({ text: node.text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Why `text` is a status text written outside the table, or null. */
function statusTextIn(text: string): string | null {
  const trimmed = text.trim();
  if (names.has(trimmed)) return `the status name 「${trimmed}」`;
  const clause = clauses.find((c) => text.includes(c));
  if (clause) return `the table's 「${clause}」`;
  const phrase = STATUS_PHRASES.exec(text) ?? QUOTED_NAME.exec(text);
  return phrase ? `the status phrase 「${phrase[0]}」` : null;
}

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((rel) => path.posix.join(dir, rel.split(path.sep).join('/')))
    .filter((rel) => /\.tsx?$/.test(rel) && !SKIPPED.test(rel));
}

function violations(file: string, source: string): string[] {
  return literals(file, source).flatMap(({ text, line }) => {
    const why = statusTextIn(text);
    return why ? [`${file}:${line} writes ${why}`] : [];
  });
}

describe('one status vocabulary', () => {
  it('has sentences to look for', () => {
    expect(clauses).toEqual(expect.arrayContaining(['等待餐廳確認', '座位已為您保留']));
    expect(clauses).not.toContain('【樂享】');
  });

  it('finds a status written in a string, a template or JSX, but not in a comment', () => {
    const code = [
      "// 待確認 in a comment is fine",
      "const a = '待確認';",
      'const b = `您好，${name} 的訂位已送出，等待餐廳確認。`;',
      'const c = <p>我們已為您保留座位，期待您的光臨！</p>;',
      "const d = '有人取消時為您保留座位 10 分鐘';",
      "const e = '已取消續訂';",
      "const f = '稍後為您保留座位';",
      'const g = `點選「保留」，畫面顯示 **已保留** 即完成`;',
    ].join('\n');
    expect(violations('x.tsx', code)).toEqual([
      'x.tsx:2 writes the status name 「待確認」',
      'x.tsx:3 writes the table\'s 「訂位已送出」',
      'x.tsx:4 writes the table\'s 「期待您的光臨」',
      'x.tsx:7 writes the status phrase 「為您保留座位」',
      'x.tsx:8 writes the status phrase 「**已保留**」',
    ]);
  });

  it('is written nowhere but in the contract table: not in the front-ends, not in the API', () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => violations(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
