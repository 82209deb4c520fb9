/** The global a production remote takes the shell's federation runtime from (rspack.ts, bundler-runtime.ts). */
export const BUNDLER_RUNTIME_GLOBAL = '_JOY_FEDERATION_BUNDLER_RUNTIME';
