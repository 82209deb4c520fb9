import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { on, type ToastKind } from '@joy/bus';
import { failureIconMessages, successIconMessages } from '@joy/contract';
import { openDialogPanels, TOAST_HEIGHT, toastSpot, type ToastSpot } from './toast-spot';

const Region = styled.div`
  position: fixed;
  left: 50%;
  top: 40%;
  transform: translateX(-50%);
  z-index: 2100;
  pointer-events: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
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
  durationMs: number;
}

function iconFor(toast: Toast): string {
  if (toast.kind === 'success' || successIconMessages.includes(toast.message)) return '✓ ';
  if (toast.kind === 'failure' || failureIconMessages.includes(toast.message)) return '✕ ';
  return '';
}

/**
 * Message toasts: announced politely, gone after 2 s unless the sender asks otherwise (§4).
 * They never cover an open dialog (toast-spot.ts): beside it when there is room, else they wait
 * for it to close — their time starts when they show.
 */
export function ToastHost() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [spot, setSpot] = useState<ToastSpot>({ at: 'page' });
  const region = useRef<HTMLDivElement>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // The spot as last measured: the timers below read it in the same commit as the measure.
  const current = useRef<ToastSpot>(spot);

  useEffect(() => {
    let next = 0;
    return on('ui:toast', ({ message, kind = 'info', durationMs = 2000 }) => {
      const id = ++next;
      setToasts((list) => [...list, { id, message, kind, durationMs }]);
    });
  }, []);

  // Where they go, measured again whenever a dialog opens or closes (the site's dialogs are
  // children of the body) or the window changes size, for as long as toasts are waiting or shown.
  const place = useCallback(() => {
    const measured = region.current?.getBoundingClientRect().height ?? 0;
    const need = measured > 0 ? measured : toasts.length * TOAST_HEIGHT;
    current.current = toastSpot(openDialogPanels(), window.innerHeight, need);
    setSpot(current.current);
  }, [toasts.length]);
  useLayoutEffect(() => {
    if (toasts.length === 0) return undefined;
    place();
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true });
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [toasts.length, place]);

  // A toast's time runs from when it shows (not while it waits for a dialog to close).
  useLayoutEffect(() => {
    if (!current.current) return;
    for (const t of toasts) {
      if (timers.current.has(t.id)) continue;
      timers.current.set(
        t.id,
        setTimeout(() => {
          timers.current.delete(t.id);
          setToasts((list) => list.filter((x) => x.id !== t.id));
        }, t.durationMs),
      );
    }
  }, [spot, toasts]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <Region ref={region} role="status" aria-live="polite" data-spot={spot?.at ?? 'waiting'} style={spot?.at === 'beside-dialog' ? { top: spot.top } : undefined}>
      {spot &&
        toasts.map((t) => (
          <Bubble key={t.id}>
            <span aria-hidden="true">{iconFor(t)}</span>
            {t.message}
          </Bubble>
        ))}
    </Region>
  );
}
