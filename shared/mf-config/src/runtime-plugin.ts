/**
 * Runtime plugin the shell installs into the federation runtime. It reports every remote
 * load failure on the event bus with a stable code, so the shell can show the contained
 * fallback and count failures; the shell's loader does the retrying.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { errorCodes } from './remotes';
import { runtimeLibraryGlobals } from './runtime-libraries';

/**
 * The runtime's stateless libraries, for the remotes' production builds (runtimeLibraryGlobals
 * in rspack.ts): the very copies the shell's runtime uses. `require`, not `import`, so the
 * bundle resolves the same CommonJS files the runtime requires and carries each once.
 */
function provideRuntimeLibraries(): void {
  const host = globalThis as Record<string, unknown>;
  /* eslint-disable @typescript-eslint/no-require-imports -- the CommonJS copies, see above */
  host[runtimeLibraryGlobals['@module-federation/sdk']] ??= require('@module-federation/sdk');
  host[runtimeLibraryGlobals['@module-federation/error-codes']] ??= require('@module-federation/error-codes');
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export default function joyRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'joy-remote-errors',
    beforeInit(args) {
      provideRuntimeLibraries();
      return args;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      const detail = { id, lifecycle, code: errorCodes.remoteLoadFailed, message: error instanceof Error ? error.message : String(error) };
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('joy:remote:error', { detail }));
      // Returning nothing lets the error reach the shell's loader (retry) and error boundary.
      return undefined;
    },
  };
}
