/** Names and standalone dev ports of the remotes, and the error codes of remote loading. */
export const remoteNames = ['discovery', 'booking', 'member', 'dealer', 'help'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const devPorts: Record<RemoteName | 'shell', number> = {
  shell: 3100,
  discovery: 3101,
  booking: 3102,
  member: 3103,
  dealer: 3104,
  help: 3105,
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
