import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.45);
  display: flex;
  align-items: center;
  justify-content: center;
  z-index: 1000;
  padding: 16px;
`;

const Panel = styled.div<{ $width: number }>`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: 90vh;
  overflow: auto;
  padding: 24px;
  &:focus { outline: none; }
`;

const Title = styled.h2`
  margin: 0 0 16px;
  font-size: 1.25rem;
  text-align: center;
`;

const Close = styled.button`
  float: right;
  border: 0;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

export interface DialogProps {
  open: boolean;
  title?: string;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

/** Modal dialog: labelled, focus moved in and restored, Escape and backdrop close. Default width 375 (§9). */
export function Dialog({ open, title, onClose, width = 375, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined} tabIndex={-1} $width={width}>
        <Close type="button" aria-label="關閉" onClick={onClose}>
          ×
        </Close>
        {title && <Title id={titleId}>{title}</Title>}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
