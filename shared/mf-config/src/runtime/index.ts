/**
 * The shell's side of the federation runtime: what it imports as
 * `@module-federation/enhanced/runtime` (aliased here by hostConfig in rspack.ts).
 */
export { loadRemote, registerRemotes, type RuntimePlugin, type ErrorLoadRemoteArgs } from './federation';
