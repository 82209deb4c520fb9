/**
 * The drawer's list: 5 per page newest first, "more" appends the next page skipping ids
 * already shown (§4 paging), notifications that arrive while it is open go on top. When the
 * first page has loaded, everything is marked read and the badge follows the server's count;
 * the items keep their unread look until the drawer closes.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { messages, type Notification } from '@joy/contract';
import { Button, EmptyState, ErrorState, Loading, usePagedList } from '@joy/ui';
import { getNotifications } from '../api/get-notifications';
import { markAllRead, markRead } from '../api/mark-read';
import { notificationStore, useNotifications } from '../stores/notifications';
import { NotificationItem } from './notification-item';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 16px;
`;

export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { items, loading, error, hasMore, totalPages, loadMore } = usePagedList<Notification>('notifications', getNotifications);
  const live = useNotifications((s) => s.live);
  const shown = useMemo(() => {
    const paged = new Set(items.map((item) => item.id));
    return [...live.filter((item) => !paged.has(item.id)), ...items];
  }, [live, items]);

  const markedAll = useRef(false);
  useEffect(() => {
    if (markedAll.current || totalPages === null) return;
    if (notificationStore.getState().unread === 0 && !items.some((item) => !item.is_read)) return;
    markedAll.current = true;
    markAllRead().then((count) => notificationStore.getState().setUnread(count), () => undefined);
  }, [items, totalPages]);

  const open = useCallback(
    (notification: Notification) => {
      if (!notification.is_read) {
        notificationStore.getState().markedRead(notification.id);
        markRead(notification.id).then((count) => notificationStore.getState().setUnread(count), () => undefined);
      }
      onNavigate();
    },
    [onNavigate],
  );

  if (shown.length === 0) {
    if (error) return <ErrorState onRetry={loadMore} />;
    if (loading || totalPages === null) return <Loading />;
    return <EmptyState message={messages.noNotifications} />;
  }
  return (
    <>
      <List aria-label="通知列表">
        {shown.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={open} />
        ))}
      </List>
      <More>
        {loading ? (
          <Loading />
        ) : error ? (
          <ErrorState onRetry={loadMore} />
        ) : (
          hasMore && (
            <Button type="button" $variant="ghost" onClick={loadMore}>
              載入更多
            </Button>
          )
        )}
      </More>
    </>
  );
}
