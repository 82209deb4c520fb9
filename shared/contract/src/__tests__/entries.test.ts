/**
 * The package's two entries: the browser's (src/browser.ts, the `browser` export condition)
 * and Node's (src/index.ts). The browser's has the same routes and no schema, and nothing it
 * loads imports yup; what only Node's has is listed in node-only.json, which eslint uses to
 * refuse those names from @joy/contract in front-end code (they come from @joy/contract/forms).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as node from '..';
import * as browser from '../browser';
import * as forms from '../forms';
import nodeOnly from '../../node-only.json';

const SRC = path.resolve(__dirname, '..');

/** Every module the entry loads at run time: imports and re-exports that are not type-only. */
function runtimeGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (graph.has(file)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const specifiers: string[] = [];
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        const typeOnly =
          clause?.isTypeOnly ||
          (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
        if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
        const named = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : null;
        if (!named || named.length === 0 || !named.every((e) => e.isTypeOnly)) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
      }
    }
    graph.set(file, specifiers);
    for (const spec of specifiers) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      queue.push(existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts'));
    }
  }
  return graph;
}

describe('the browser entry', () => {
  it('loads no module that imports yup', () => {
    const graph = runtimeGraph(path.join(SRC, 'browser.ts'));
    const importers = [...graph].filter(([, specs]) => specs.includes('yup')).map(([file]) => path.relative(SRC, file));
    expect(graph.size).toBeGreaterThan(40);
    expect(importers).toEqual([]);
  });

  it('the Node entry loads yup (the check above can see it)', () => {
    const graph = runtimeGraph(path.join(SRC, 'index.ts'));
    expect([...graph.values()].some((specs) => specs.includes('yup'))).toBe(true);
  });

  it('exports what the Node entry does but the names in node-only.json', () => {
    const missing = Object.keys(node).filter((name) => !(name in browser));
    expect(missing.sort()).toEqual([...nodeOnly.names].sort());
    expect(Object.keys(browser).filter((name) => !(name in node))).toEqual([]);
  });

  it('has every route of every catalogue as the Node entry has it, without summary or schemas', () => {
    for (const name of ['endpoints', 'bookingLiveEndpoints', 'drawEndpoints', 'noShowEndpoints'] as const) {
      const routes = browser[name] as Record<string, node.Endpoint>;
      const full = node[name] as Record<string, node.Endpoint>;
      expect(Object.keys(routes).sort()).toEqual(Object.keys(full).sort());
      for (const [key, route] of Object.entries(routes)) {
        const { body, response, summary, ...rest } = full[key];
        expect({ key, ...route }).toEqual({ key, ...rest });
        expect(summary).toEqual(expect.any(String));
        expect(body === undefined || typeof body.validate === 'function').toBe(true);
        expect(response === undefined || typeof response.validate === 'function').toBe(true);
      }
    }
    expect(node.endpoints.orderCreate.body).toBeDefined();
    expect(browser.endpoints.orderCreate).not.toHaveProperty('body');
  });

  it("keeps the rules' numbers and messages, and the forms entry adds the schema builders", () => {
    expect(browser.rules.COMMENT_BODY_MAX).toBe(node.rules.COMMENT_BODY_MAX);
    expect(browser.rules.ruleMessages).toBe(node.rules.ruleMessages);
    expect(browser.rules).not.toHaveProperty('phone');
    expect(typeof forms.rules.phone).toBe('function');
    expect(forms.schemas.orderBody).toBe(node.schemas.orderBody);
    expect(forms.validate).toBe(node.validate);
  });
});
