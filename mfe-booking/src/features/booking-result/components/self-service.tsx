import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DINER_ACTION_WORDS, messages, reminderAnswerOf, REMINDER_WORDS, UPCOMING_ORDER_STATUSES, type OrderResult } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, Loading, useUntil } from '@joy/ui';
import type { ReservationChange } from '@joy/ui/reservation-change';
import { changeOrderResult } from '../api/change-order-result';
import { getChangeDates, getChangeTimes } from '../api/get-store-availability';
import { sendChangeCode } from '../api/send-change-code';
import { CancelDialog } from './cancel-dialog';
import { Confirmed, ReminderPrompt } from './reminder-prompt';

// Fetched when 更改訂位 is pressed: the page's first load stays in the remote's budget.
const ReservationChangePanel = lazy(() => import(/* webpackChunkName: "reservation-change" */ '@joy/ui/reservation-change').then((m) => ({ default: m.ReservationChangePanel })));

const Row = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
  margin-top: 16px;
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
  order: OrderResult;
  onUpdated: (order: OrderResult) => void;
}

/**
 * The guest's own changes on /booking-result/{publicId} (issue 23): 更改訂位 while the store's
 * cut-off allows (`can_change` until `change_until`; the code texted to the booking's phone is
 * the proof, not the link alone), 取消訂位 with a confirmation while `can_cancel`, the cut-off
 * note after it, and the reminder's answers: ?reminder=confirm asks 確認赴約, ?reminder=cancel
 * opens the cancel question at once. Nothing is changed by opening a link alone.
 */
export function SelfService({ order, onUpdated }: Props) {
  const [params] = useSearchParams();
  const reminder = reminderAnswerOf(params);
  const canChange = useUntil(order.can_change, order.change_until);
  const upcoming = UPCOMING_ORDER_STATUSES.includes(order.status);
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(reminder === 'cancel' && order.can_cancel);
  const changeButton = useRef<HTMLButtonElement>(null);
  const panelWasOpen = useRef(false);

  // Back on 更改訂位 when the panel closes, so keyboard users stay where they were.
  useEffect(() => {
    if (!changing && panelWasOpen.current) changeButton.current?.focus();
    panelWasOpen.current = changing;
  }, [changing]);

  async function submitChange(change: ReservationChange) {
    const updated = await changeOrderResult(order.public_id, { ...change, code: change.code ?? '' });
    onUpdated(updated);
    setChanging(false);
    toast(messages.changed, 'success');
  }

  if (!upcoming) return null;
  return (
    <>
      {order.diner_confirmed_at ? (
        <Confirmed role="status">{REMINDER_WORDS.confirmedThanks}</Confirmed>
      ) : (
        reminder === 'confirm' && <ReminderPrompt order={order} onConfirmed={onUpdated} />
      )}
      {(canChange || order.can_cancel) && (
        <Row>
          {canChange && (
            <Button ref={changeButton} type="button" $variant="ghost" aria-expanded={changing} onClick={() => setChanging((open) => !open)}>
              更改訂位
            </Button>
          )}
          {order.can_cancel && (
            <Button type="button" $variant="ghost" onClick={() => setCancelling(true)}>
              {DINER_ACTION_WORDS.cancel.label}
            </Button>
          )}
        </Row>
      )}
      {canChange && changing && (
        <Suspense fallback={<Loading />}>
          <ReservationChangePanel
            booking={order}
            storeKey={String(order.store.id)}
            loadDates={() => getChangeDates(order.store.id)}
            loadTimes={(date, people) => getChangeTimes(order.store.id, date, people)}
            code={{ phoneHint: order.phone_hint, send: () => sendChangeCode(order.public_id) }}
            submit={submitChange}
            onClose={() => setChanging(false)}
          />
        </Suspense>
      )}
      {!canChange && order.change_until && (
        <Note>
          {messages.changeCutoffPassed}
          {order.store.phone && (
            <>
              {' '}
              <a href={`tel:${order.store.phone}`}>聯絡餐廳</a>
            </>
          )}
        </Note>
      )}
      <CancelDialog
        order={order}
        open={cancelling && order.can_cancel}
        onClose={() => setCancelling(false)}
        onCancelled={(updated) => {
          setCancelling(false);
          setChanging(false);
          onUpdated(updated);
          toast(messages.orderCancelled, 'success');
        }}
      />
    </>
  );
}
