/**
 * One notification (§3): picture (its image, else the store's logo), title, body, time
 * (§9 date format with the time), an unread mark, and the actions of its type (§4).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import type { Notification } from '@joy/contract';
import { formatDate, MultilineText } from '@joy/ui';
import { canKeep, partyText, reviewLink, showsActivate, showsReservation, targetOf } from '../lib/notification-view';
import { notificationStore, useNotifications } from '../stores/notifications';
import { KeepOrderButton } from './keep-order-button';

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 48px 1fr;
  gap: 12px;
  padding: 14px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $unread }) => ($unread ? theme.color.primarySoft : '#fff')};
  img, .placeholder { width: 48px; height: 48px; border-radius: 50%; object-fit: cover; background: ${({ theme }) => theme.color.surface}; }
  h3 { margin: 0 0 4px; font-size: 1rem; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover, h3 a:focus-visible { text-decoration: underline; }
  p { margin: 0 0 6px; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
  time { display: block; font-size: 0.8rem; color: ${({ theme }) => theme.color.muted}; }
  dl { margin: 6px 0; font-size: 0.9rem; display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; }
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 8px;
  flex-wrap: wrap;
  a.action {
    display: inline-block;
    padding: 6px 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
    font-weight: 600;
  }
`;

const Unread = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-right: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.danger};
  vertical-align: middle;
`;

export interface NotificationItemProps {
  notification: Notification;
  /** The member follows a link of this notification (the drawer marks it read and closes). */
  onOpen: (notification: Notification) => void;
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const d = notification.data;
  // An order kept from another notification in this drawer is no longer 1 or 2 here either.
  const changed = useNotifications((s) => (d.order_id === null ? undefined : s.orderStatuses[d.order_id]));
  const current = changed === undefined ? notification : { ...notification, data: { ...d, order_status: changed } };
  // The item that kept the order keeps its button component for the 3 s result.
  const [acted, setActed] = useState(false);
  const picture = d.notification_image || d.store_logo;
  const target = targetOf(notification);
  const review = reviewLink(notification);
  const keep = (acted || canKeep(current)) && d.order_id !== null;
  const activate = showsActivate(notification) && target;
  const open = () => onOpen(notification);

  return (
    <Item $unread={!notification.is_read}>
      {picture ? <img src={picture} alt="" width={48} height={48} loading="lazy" /> : <span className="placeholder" aria-hidden="true" />}
      <div>
        <h3>
          {!notification.is_read && (
            <>
              <Unread aria-hidden="true" />
              <span className="visually-hidden">未讀：</span>
            </>
          )}
          {target ? (
            <Link to={target} onClick={open}>
              {d.notification_title}
            </Link>
          ) : (
            d.notification_title
          )}
        </h3>
        {d.notification_body && (
          <p>
            <MultilineText text={d.notification_body} />
          </p>
        )}
        {showsReservation(notification) && (
          <dl aria-label="訂位資訊">
            <dt>日期</dt>
            <dd>{d.order_reservation_date ? formatDate(d.order_reservation_date) : ''}</dd>
            <dt>時間</dt>
            <dd>{d.order_reservation_time ?? ''}</dd>
            <dt>人數</dt>
            <dd>{partyText(notification)}</dd>
          </dl>
        )}
        <time dateTime={notification.notifiaction_created_at}>{formatDate(notification.notifiaction_created_at, true)}</time>
        {(keep || review || activate) && (
          <Actions>
            {keep && (
              <KeepOrderButton
                orderId={d.order_id as number}
                onSettled={(status) => {
                  setActed(true);
                  notificationStore.getState().orderChanged(d.order_id as number, status);
                }}
              />
            )}
            {review && (
              <Link className="action" to={review} onClick={open}>
                撰寫評論
              </Link>
            )}
            {activate && (
              <Link className="action" to={target} onClick={open}>
                前往開通
              </Link>
            )}
          </Actions>
        )}
      </div>
    </Item>
  );
}
