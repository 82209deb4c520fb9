export { sharedDeps, type SharedEntry } from './shared-deps';
export { remoteConfig, hostConfig, serverConfig } from './rspack';
export * from './remotes';
