import { useEffect, useState } from 'react';
import { on, type BusEvents } from '@joy/bus';
import { Button, Dialog } from '@joy/ui';

/** The default layout's message dialog: any remote emits `ui:message`; optional auto-close. */
export function MessageDialogHost() {
  const [message, setMessage] = useState<BusEvents['ui:message'] | null>(null);
  useEffect(() => on('ui:message', setMessage), []);
  useEffect(() => {
    if (!message?.autoCloseMs) return;
    const timer = setTimeout(() => setMessage(null), message.autoCloseMs);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <Dialog open={Boolean(message)} title={message?.title} onClose={() => setMessage(null)}>
      <p style={{ textAlign: 'center' }}>{message?.message}</p>
      <div style={{ textAlign: 'center' }}>
        <Button type="button" onClick={() => setMessage(null)}>
          確定
        </Button>
      </div>
    </Dialog>
  );
}
