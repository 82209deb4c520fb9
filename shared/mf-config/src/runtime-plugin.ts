/**
 * Runtime plugin the shell installs into the federation runtime. It reports every remote
 * load failure on the event bus with a stable code, so the shell can show the contained
 * fallback and count failures; the shell's loader does the retrying.
 */
import type { RuntimePlugin } from './runtime/federation';
import { errorCodes } from './remotes';

export default function joyRuntimePlugin(): RuntimePlugin {
  return {
    name: 'joy-remote-errors',
    async errorLoadRemote({ id, error, lifecycle }) {
      const detail = { id, lifecycle, code: errorCodes.remoteLoadFailed, message: error instanceof Error ? error.message : String(error) };
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('joy:remote:error', { detail }));
      // Returning nothing lets the error reach the shell's loader (retry) and error boundary.
      return undefined;
    },
  };
}
