export { sharedDeps, type SharedEntry } from './shared-deps';
export { remoteConfig, hostConfig } from './rspack';
export * from './remotes';
