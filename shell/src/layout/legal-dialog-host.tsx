import { lazy, Suspense, useMemo } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadManifest } from '../remotes/remotes-manifest';

export type LegalKind = 'privacy-policy' | 'terms';
type LegalModule = { default: React.ComponentType<{ kind: LegalKind; onClose: () => void }> };

/**
 * Loads the help remote's legal dialog only when opened. If the help remote is unreachable
 * the visitor is taken to the same text's page instead of seeing nothing.
 */
export function LegalDialogHost({ kind, onClose }: { kind: LegalKind; onClose: () => void }) {
  const Dialog = useMemo(
    () =>
      lazy(async () => {
        try {
          await loadManifest();
          const mod = await loadRemote<LegalModule>('help/legal-dialog');
          if (!mod) throw new Error('help/legal-dialog missing');
          return mod;
        } catch {
          window.location.assign(`/help/about-us/${kind}`);
          return { default: () => null };
        }
      }),
    [kind],
  );
  return (
    <Suspense fallback={null}>
      <Dialog kind={kind} onClose={onClose} />
    </Suspense>
  );
}
