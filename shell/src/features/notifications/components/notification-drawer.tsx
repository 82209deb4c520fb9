/**
 * The notification drawer (§2: right side, 421 px on desktop, the full width on a phone),
 * loaded on first open. Its list starts from page 1 each time it opens: closing unmounts
 * it, which is the reset §4 asks for. Focus moves in, stays in, and Escape closes.
 */
import { useRef } from 'react';
import { Drawer } from '@joy/ui';
import { useFocusTrap } from '../lib/use-focus-trap';
import { NotificationList } from './notification-list';

export default function NotificationDrawer({ onClose }: { onClose: () => void }) {
  const body = useRef<HTMLDivElement>(null);
  useFocusTrap(body);
  return (
    <Drawer open title="通知" onClose={onClose}>
      <div ref={body}>
        <NotificationList onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
