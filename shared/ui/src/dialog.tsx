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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the panel, so keyboard focus cannot leave the modal. */
function trapTab(event: KeyboardEvent, panel: HTMLElement | null) {
  if (event.key !== 'Tab' || !panel) return;
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const inside = panel.contains(active);
  if (event.shiftKey && (!inside || active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Modal dialog: labelled, focus moved in, kept in (Tab wraps) and restored, Escape and
 * backdrop close. Default width 375 (§9). `onClose` is read through a ref, so a caller's
 * new callback on each render neither steals focus back to the panel nor re-binds keys.
 */
export function Dialog({ open, title, onClose, width = 375, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      else trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

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
