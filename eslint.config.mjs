import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { frontEndZones, remoteNames } from './scripts/import-direction.mjs';

// The router exports the site uses (shared/router/src/index.ts): bundles serve react-router-dom
// from that list, so a name outside it would be undefined at run time. Add it there first.
const routerNames = ['BrowserRouter', 'MemoryRouter', 'Routes', 'Route', 'Link', 'NavLink', 'useNavigate', 'useLocation', 'useSearchParams', 'useParams', 'useNavigationType'];
const routerMessage = 'Only the router exports listed in @joy/router (shared/router/src/index.ts) exist in the built site.';
const routerImports = [
  { name: 'react-router-dom', allowImportNames: routerNames, message: routerMessage },
  { name: '@joy/router', allowImportNames: routerNames, message: routerMessage },
  { name: 'react-router', message: 'Import the router from @joy/router (or react-router-dom, which bundles resolve to it).' },
];

// A remote never imports another remote or the shell: cross-remote traffic goes through the bus
// and shared stores.
const crossRemote = { group: ['**/mfe-*/**', '@joy/mfe-*', '@joy/shell', '**/shell/src/**'], message: 'Remotes talk through @joy/bus and shared stores, never by import.' };
// `help/legal-dialog`: a remote's federation name, then the module it exposes.
const federatedName = `^(${remoteNames(import.meta.dirname).join('|')})\\/`;
const federatedMessage = 'Only the shell loads a federated module; remotes talk through @joy/bus and shared stores.';
const federatedRemotes = { regex: federatedName, message: federatedMessage };
// The browser's @joy/contract has no schema (shared/contract/src/browser.ts): a form takes its
// schemas, rules and validate from @joy/contract/forms, in the form's own chunk.
const contractNodeOnly = JSON.parse(readFileSync(new URL('./shared/contract/node-only.json', import.meta.url), 'utf8')).names;
const browserContract = { name: '@joy/contract', importNames: contractNodeOnly, message: "The browser's @joy/contract has no schemas: import this from @joy/contract/forms." };
const moduleFederationRuntime = { name: '@module-federation/enhanced/runtime', message: 'Only the shell loads remotes (shell/src/remotes).' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'infra/api/drizzle/**', 'infra/bench/out/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [crossRemote], paths: routerImports }],
    },
  },
  // The shell and the shared front-end packages run on the browser's @joy/contract too.
  {
    files: ['shell/src/**', 'shared/{auth,ui,bus,booking-draft}/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossRemote], paths: [...routerImports, browserContract] }] },
  },
  // A remote loads no other remote at run time either: only the shell calls loadRemote or names
  // a federated module (`help/legal-dialog`).
  {
    files: ['mfe-*/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossRemote, federatedRemotes], paths: [...routerImports, moduleFederationRuntime, browserContract] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=/${federatedName}/]`, message: federatedMessage }],
    },
  },
  // Inside the shell and each remote, imports point one way: shared (components, lib, api …) →
  // features → app; a feature never reaches into another feature (CONVENTIONS.md).
  {
    files: ['shell/src/**', 'mfe-*/src/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: frontEndZones(import.meta.dirname) }] },
  },
  // API routes parse, authorise and delegate: a transaction belongs to a service
  // (src/services); repositories only query, on the executor they are handed. Routes and
  // services read the time from the app's clock (app.clock()), so
  // tests and jobs can move it; only the partner signature check reads the wall clock. (One
  // block per file set: a later block's no-restricted-syntax would replace an earlier one's,
  // not add to it.)
  ...(() => {
    const noTransaction = { selector: "CallExpression[callee.property.name='transaction']", message: 'Routes do not open transactions: call a service (src/services).' };
    const dataOnly = { selector: "CallExpression[callee.property.name='transaction']", message: 'Repositories do not open transactions: the service of the use case opens it and hands it over.' };
    const clock = [
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Routes take the time from app.clock().' },
      { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Routes take the time from app.clock().' },
    ];
    // The partner signature's timestamp is checked against the real time on purpose: a moved
    // test clock must not widen the replay window.
    const wallClock = ['infra/api/src/routes/partner/signature.ts'];
    return [
      { files: ['infra/api/src/routes/**'], ignores: wallClock, rules: { 'no-restricted-syntax': ['error', noTransaction, ...clock] } },
      { files: wallClock, rules: { 'no-restricted-syntax': ['error', noTransaction] } },
      { files: ['infra/api/src/services/**'], rules: { 'no-restricted-syntax': ['error', ...clock.map((c) => ({ ...c, message: 'Services take the time from app.clock().' }))] } },
      { files: ['infra/api/src/repositories/**'], rules: { 'no-restricted-syntax': ['error', dataOnly] } },
    ];
  })(),
  // @joy/router itself is the one module that imports react-router.
  { files: ['shared/router/src/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
