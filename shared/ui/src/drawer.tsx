import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Shade = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.3);
  z-index: 900;
`;

const Side = styled.div<{ $width: number }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(${({ $width }) => $width}px, 100vw);
  background: #fff;
  z-index: 901;
  display: flex;
  flex-direction: column;
  box-shadow: -4px 0 16px rgba(0, 0, 0, 0.12);
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 { margin: 0; font-size: 1.1rem; }
  button { border: 0; background: none; font-size: 1.5rem; cursor: pointer; }
`;

/**
 * Right drawer, width 421 by default (§2 layout). A plain div carries the dialog role and its
 * head: an aside or a header there would add a second complementary or banner landmark.
 */
export function Drawer({ open, title, onClose, width = 421, children }: { open: boolean; title: string; onClose: () => void; width?: number; children: ReactNode }) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <>
      <Shade onClick={onClose} />
      <Side role="dialog" aria-modal="true" aria-labelledby={titleId} $width={width}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <button type="button" aria-label="關閉" onClick={onClose}>
            ×
          </button>
        </Head>
        <div style={{ overflow: 'auto', flex: 1 }}>{children}</div>
      </Side>
    </>,
    document.body,
  );
}
