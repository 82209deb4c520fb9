/**
 * The package's public surface, pinned: every name '@joy/contract' exports (values and types,
 * read by the TypeScript checker, since types leave nothing at run time), the members of the
 * `schemas`, `rules` and `responses` namespaces, the keys of each endpoint catalogue and of
 * `messages`, and each catalogue entry's wire facts; and the names of '@joy/contract/partner'. Moving code between the package's files
 * must leave this unchanged; a name added or removed on purpose updates the snapshot.
 */
import path from 'node:path';
import ts from 'typescript';
import * as contract from '..';
import * as partner from '../partner';

const INDEX = path.resolve(__dirname, '../index.ts');
/** '@joy/contract/partner': the partner API, apart from the main entry the front end shares. */
const PARTNER = path.resolve(__dirname, '../partner/index.ts');
const NAMESPACES = ['schemas', 'rules', 'responses'] as const;

/** Each exported name with what it is: `value`, `type` or both (`value+type`). */
function exportsOf(checker: ts.TypeChecker, symbol: ts.Symbol): string[] {
  return checker
    .getExportsOfModule(symbol)
    .map((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kinds = [target.flags & ts.SymbolFlags.Value ? 'value' : '', target.flags & ts.SymbolFlags.Type ? 'type' : ''].filter(Boolean).join('+');
      return `${exported.name}: ${kinds || 'namespace'}`;
    })
    .sort();
}

function readSurface() {
  const program = ts.createProgram([INDEX, PARTNER], { strict: true, noEmit: true, skipLibCheck: true, esModuleInterop: true, moduleResolution: ts.ModuleResolutionKind.Node10, target: ts.ScriptTarget.ES2022 });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(INDEX);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error('the package index has no module symbol');
  const top = checker.getExportsOfModule(moduleSymbol);
  const namespaces = Object.fromEntries(
    NAMESPACES.map((name) => {
      const alias = top.find((s) => s.name === name);
      if (!alias) throw new Error(`no namespace ${name}`);
      return [name, exportsOf(checker, checker.getAliasedSymbol(alias))];
    }),
  );
  const partnerSource = program.getSourceFile(PARTNER);
  const partnerSymbol = partnerSource && checker.getSymbolAtLocation(partnerSource);
  if (!partnerSymbol) throw new Error('the partner entry has no module symbol');
  return { names: exportsOf(checker, moduleSymbol), namespaces, partner: exportsOf(checker, partnerSymbol) };
}

const wire = (catalogue: Record<string, contract.Endpoint>) =>
  Object.fromEntries(
    Object.keys(catalogue)
      .sort()
      .map((key) => {
        const { method, path: p, auth, multipart, raw, summary, body, response } = catalogue[key];
        return [key, { method, path: p, auth, multipart: multipart ?? false, raw: raw ?? false, summary, body: body ? Object.keys(body.fields).sort() : null, response: Boolean(response) }];
      }),
  );

describe('the public surface of @joy/contract', () => {
  // One program over the package; reading it takes a few seconds.
  const surface = readSurface();

  it('exports the same names, values and types', () => {
    expect(surface.names).toMatchSnapshot();
  });

  it('exports the partner API from @joy/contract/partner only, never from the entry the front end shares', () => {
    expect(surface.partner).toMatchSnapshot();
    const shared = new Set(surface.names.map((n) => n.split(':')[0]));
    expect(surface.partner.map((n) => n.split(':')[0]).filter((n) => shared.has(n))).toEqual([]);
    expect(Object.keys(partner).sort()).toEqual(surface.partner.filter((n) => /: value/.test(n)).map((n) => n.split(':')[0]));
  });

  it.each(NAMESPACES)('keeps the members of the %s namespace', (name) => {
    expect(surface.namespaces[name]).toMatchSnapshot();
  });

  it('agrees with the run-time exports', () => {
    const values = surface.names.filter((n) => /: (value|namespace)/.test(n)).map((n) => n.split(':')[0]);
    expect(values.sort()).toEqual(Object.keys(contract).sort());
    for (const name of NAMESPACES) {
      const runtime = Object.keys(contract[name]).sort();
      expect(surface.namespaces[name].filter((n) => /: value/.test(n)).map((n) => n.split(':')[0])).toEqual(runtime);
    }
  });

  it('keeps the keys of messages', () => {
    expect(Object.keys(contract.messages).sort()).toMatchSnapshot();
  });

  it('keeps every catalogue entry as it goes over the wire', () => {
    expect(wire(contract.endpoints)).toMatchSnapshot('endpoints');
    expect(wire(contract.bookingLiveEndpoints)).toMatchSnapshot('bookingLiveEndpoints');
    expect(wire(partner.partnerEndpoints)).toMatchSnapshot('partnerEndpoints');
  });

  it('keeps the site paths', () => {
    expect(Object.keys(contract.sitePaths).sort()).toMatchSnapshot();
  });
});
