/**
 * The federation runtime's stateless libraries a production remote takes from the shell, with
 * the global the shell puts each on (runtime-plugin.ts): the SDK's helpers (script loading,
 * manifest reading, names, logger) and the error texts. Without them a remoteEntry.js carried
 * its own copy of both, most of it code a remote never runs.
 */
export const runtimeLibraryGlobals = {
  '@module-federation/sdk': '_JOY_FEDERATION_SDK',
  '@module-federation/error-codes': '_JOY_FEDERATION_ERROR_CODES',
} as const;
