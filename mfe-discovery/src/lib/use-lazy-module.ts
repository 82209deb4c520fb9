import { useCallback, useEffect, useState } from 'react';

export interface LazyModule<M> {
  module?: M;
  /** The chunk could not be fetched (offline, a new release replaced it): the caller shows its stand-in. */
  failed?: boolean;
  /** Asks for the chunk again after a failure. */
  retry: () => void;
}

/**
 * A chunk fetched once `enabled` (a map about to show): the module, or `failed`. A state rather
 * than React.lazy, so a chunk that cannot load becomes a stand-in and never an error boundary's
 * console error. `load` must be stable (a module-level function).
 */
export function useLazyModule<M>(load: () => Promise<M>, enabled: boolean): LazyModule<M> {
  const [state, setState] = useState<{ module?: M; failed?: boolean }>({});
  const started = state.module !== undefined || state.failed === true;
  useEffect(() => {
    if (!enabled || started) return undefined;
    let live = true;
    load().then(
      (module) => live && setState({ module }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [load, enabled, started]);
  const retry = useCallback(() => setState({}), []);
  return { ...state, retry };
}
