/**
 * Names and standalone dev ports of the remotes, and the error codes of remote loading.
 * The remotes are listed once, in remotes.json (JSON, so the plain Node scripts read the same
 * list through remote-names.mjs); the shell, the API's web plugin, the release tool and the
 * benchmarks all take the names from here.
 */
import remotes from './remotes.json';

export type RemoteName = keyof typeof remotes;

/** In the order the shell registers them. */
export const remoteNames: readonly RemoteName[] = Object.freeze(Object.keys(remotes) as RemoteName[]);

// Not Object.hasOwn: the shell also runs in older webviews.
export const isRemoteName = (name: string): name is RemoteName => Object.prototype.hasOwnProperty.call(remotes, name);

export const devPorts: Readonly<Record<RemoteName | 'shell', number>> = {
  shell: 3100,
  ...(Object.fromEntries(remoteNames.map((name) => [name, remotes[name].devPort])) as Record<RemoteName, number>),
};

/** The runtime remotes manifest served at /remotes.json. */
export type RemotesManifest = Partial<Record<RemoteName, { entry: string; version?: string }>>;

/**
 * Stable failure codes, documented in one place (README "Error codes").
 * SHELL-001 remotes manifest unreachable; SHELL-002 remote entry failed to load after retries;
 * SHELL-003 remote module threw while mounting or rendering; SHELL-004 chunk load failure (page reload);
 * SHELL-005 remote missing from the manifest.
 */
export const errorCodes = {
  manifestUnavailable: 'SHELL-001',
  remoteLoadFailed: 'SHELL-002',
  remoteCrashed: 'SHELL-003',
  chunkLoadFailed: 'SHELL-004',
  remoteNotListed: 'SHELL-005',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
