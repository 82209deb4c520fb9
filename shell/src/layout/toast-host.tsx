import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { on, type ToastKind } from '@joy/bus';
import { failureIconMessages, successIconMessages } from '@joy/contract';

const Region = styled.div`
  position: fixed;
  left: 50%;
  top: 40%;
  transform: translateX(-50%);
  z-index: 2100;
  pointer-events: none;
`;

const Bubble = styled.div`
  background: rgba(0, 0, 0, 0.8);
  color: #fff;
  padding: 14px 24px;
  border-radius: 12px;
  text-align: center;
  min-width: 160px;
`;

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

function iconFor(toast: Toast): string {
  if (toast.kind === 'success' || successIconMessages.includes(toast.message)) return '✓ ';
  if (toast.kind === 'failure' || failureIconMessages.includes(toast.message)) return '✕ ';
  return '';
}

/** Message toasts: announced politely, gone after 2 s unless the sender asks otherwise (§4). */
export function ToastHost() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let next = 0;
    return on('ui:toast', ({ message, kind = 'info', durationMs = 2000 }) => {
      const id = ++next;
      setToasts((list) => [...list, { id, message, kind }]);
      setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), durationMs);
    });
  }, []);
  return (
    <Region role="status" aria-live="polite">
      {toasts.map((t) => (
        <Bubble key={t.id}>
          <span aria-hidden="true">{iconFor(t)}</span>
          {t.message}
        </Bubble>
      ))}
    </Region>
  );
}
