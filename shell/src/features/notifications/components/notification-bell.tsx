/**
 * The navbar bell (§2 layout): the unread badge, and the right drawer it opens. The drawer
 * and pusher-js are separate chunks loaded when needed, so the bell adds little to the
 * first load. Members only; the navbar leaves it out inside the app's webview.
 */
import { lazy, Suspense, useCallback, useRef } from 'react';
import styled from 'styled-components';
import { useNotificationFeed } from '../lib/use-notification-feed';
import { notificationStore, useNotifications } from '../stores/notifications';

const NotificationDrawer = lazy(() => import(/* webpackChunkName: "notification-drawer" */ './notification-drawer'));

const Bell = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surface}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

export function NotificationBell() {
  useNotificationFeed();
  const unread = useNotifications((s) => s.unread);
  const open = useNotifications((s) => s.open);
  const bell = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    notificationStore.getState().closeDrawer();
    bell.current?.focus();
  }, []);

  return (
    <>
      <Bell
        ref={bell}
        type="button"
        aria-label={unread > 0 ? `通知，${unread} 則未讀` : '通知'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close() : notificationStore.getState().openDrawer())}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unread > 0 && <Badge aria-hidden="true">{badgeText(unread)}</Badge>}
      </Bell>
      {open && (
        <Suspense fallback={null}>
          <NotificationDrawer onClose={close} />
        </Suspense>
      )}
    </>
  );
}
