import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { on } from '@joy/bus';
import { Spinner } from '@joy/ui';

const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  background: rgba(255, 255, 255, 0.6);
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** §9: the global overlay hides 0.5 s after loading ends, so quick flips do not flicker. */
export const OVERLAY_HIDE_DELAY_MS = 500;

export function LoadingOverlay() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = on('ui:loading', ({ on: loading }) => {
      clearTimeout(timer);
      if (loading) setVisible(true);
      else timer = setTimeout(() => setVisible(false), OVERLAY_HIDE_DELAY_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);
  if (!visible) return null;
  return (
    <Veil data-testid="loading-overlay">
      <Spinner />
    </Veil>
  );
}
