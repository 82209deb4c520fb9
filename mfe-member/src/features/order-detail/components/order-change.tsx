import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { messages, UPCOMING_ORDER_STATUSES, type OrderDetail } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, Loading, media, useUntil } from '@joy/ui';
import type { ReservationChange } from '@joy/ui/reservation-change';
import { changeReservation } from '../api/change-reservation';
import { getChangeDates, getChangeTimes } from '../api/get-store-availability';

// Fetched when 更改訂位 is pressed (a chunk of its own), so the member pages stay in budget.
const ReservationChangePanel = lazy(() => import(/* webpackChunkName: "reservation-change" */ '@joy/ui/reservation-change').then((m) => ({ default: m.ReservationChangePanel })));

const Row = styled.div`
  display: flex;
  flex-direction: column;
  margin-top: 20px;
  ${media.tablet} { flex-direction: row; justify-content: flex-end; }
`;

const Note = styled.p`
  margin: 16px 0 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
  a { color: ${({ theme }) => theme.color.primary}; font-weight: 600; }
`;

interface Props {
  order: OrderDetail;
  onChanged: (order: OrderDetail) => void;
}

/**
 * 更改訂位 on the member's order (issue 23): the same panel as the guest's result page, without
 * the SMS code (the login is the proof), while `can_change` holds until `change_until`; after
 * the store's cut-off, a note to call the restaurant instead.
 */
export function OrderChange({ order, onChanged }: Props) {
  const canChange = useUntil(order.can_change, order.change_until);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  async function submit(change: ReservationChange) {
    const { date, time, adult_num, child_num } = change;
    onChanged(await changeReservation(order.id, { date, time, adult_num, child_num }));
    setOpen(false);
    toast(messages.changed, 'success');
  }

  if (!UPCOMING_ORDER_STATUSES.includes(order.status)) return null;
  if (!canChange) {
    return order.change_until ? (
      <Note>
        {messages.changeCutoffPassed}
        {order.store.phone && (
          <>
            {' '}
            <a href={`tel:${order.store.phone}`}>聯絡餐廳</a>
          </>
        )}
      </Note>
    ) : null;
  }
  return (
    <>
      <Row>
        <Button ref={button} type="button" $variant="ghost" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          更改訂位
        </Button>
      </Row>
      {open && (
        <Suspense fallback={<Loading />}>
          <ReservationChangePanel
            booking={order}
            storeKey={String(order.store.id)}
            loadDates={() => getChangeDates(order.store.id)}
            loadTimes={(date, people) => getChangeTimes(order.store.id, date, people)}
            submit={submit}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
