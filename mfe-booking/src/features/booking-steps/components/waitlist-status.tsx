import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages, waitlistMessages, type WaitlistEntry } from '@joy/contract';
import { emit } from '@joy/bus';
import { watchStoreSlots } from '@joy/auth';
import { Button, Card, EmptyState, Loading, Page, formatDate } from '@joy/ui';
import { confirmHold, leaveWaitlist, useWaitlistEntry } from '../api/waitlist';

const Box = styled(Card).attrs({ as: 'section' })`
  padding: 16px;
  margin-top: 16px;
  display: grid;
  gap: 12px;
  h1 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; }
  strong { color: ${({ theme }) => theme.color.primary}; }
`;

const Actions = styled.p`
  display: flex;
  gap: 12px;
  justify-content: center;
`;

function useSecondsLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return until ? Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000)) : 0;
}

function StatusLine({ entry, secondsLeft }: { entry: WaitlistEntry; secondsLeft: number }) {
  switch (entry.status) {
    case 'waiting':
      return (
        <p role="status">
          您目前是第 <strong>{entry.position}</strong> 位候補，有空位時會以簡訊通知您，並為您保留座位 10 分鐘。
        </p>
      );
    case 'held':
      return (
        <p role="status">
          候補到位！座位為您保留到 {new Date(entry.hold_expires_at as string).toLocaleTimeString('zh-TW', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Taipei' })}
          ，剩下 <strong>{Math.floor(secondsLeft / 60)} 分 {String(secondsLeft % 60).padStart(2, '0')} 秒</strong>。
        </p>
      );
    case 'booked':
      return <p role="status">已完成訂位。</p>;
    case 'expired':
      return <p role="status">{waitlistMessages.holdExpired}。</p>;
    default:
      return <p role="status">{waitlistMessages.left}。</p>;
  }
}

/**
 * /booking?waitlist={public id}: the diner's place in line, and when seats free up, the hold
 * with its countdown and 確認訂位. The store's live channel rereads the entry the moment its
 * slot changes (a hold given or passed on); a slow refresh covers a lost connection.
 */
export function WaitlistStatus({ publicId }: { publicId: string }) {
  const navigate = useNavigate();
  const { data: entry, error, isLoading, mutate } = useWaitlistEntry(publicId);
  const [sending, setSending] = useState(false);
  const secondsLeft = useSecondsLeft(entry?.status === 'held' ? entry.hold_expires_at : null);
  const storeId = entry?.store.id ?? null;
  const slot = entry ? `${entry.date} ${entry.time}` : null;

  useEffect(() => {
    if (storeId === null || slot === null) return;
    return watchStoreSlots(storeId, {
      onSlots: (event) => {
        if (event.slots.some((s) => `${s.date} ${s.time}` === slot)) void mutate();
      },
      onLive: () => void mutate(),
    });
  }, [storeId, slot, mutate]);

  // The hold ran out on this page: read again (the next in line has it now).
  useEffect(() => {
    if (entry?.status === 'held' && secondsLeft === 0) void mutate();
  }, [entry?.status, secondsLeft, mutate]);

  if (isLoading) return <Loading />;
  if (!entry) return <EmptyState message={error instanceof ApiError ? error.message : waitlistMessages.entryNotFound} />;

  async function act(run: () => Promise<unknown>) {
    setSending(true);
    try {
      await run();
    } catch (err) {
      emit('ui:message', { message: err instanceof ApiError ? err.message : messages.operationFailed, autoCloseMs: 2000 });
      void mutate();
    } finally {
      setSending(false);
    }
  }

  const confirm = () =>
    act(async () => {
      const order = await confirmHold(publicId, { purpose: '', note: '', gender: 0 });
      navigate(`/reservation-success?${new URLSearchParams({ slug: order.slug, orderId: String(order.order_id) })}`);
    });
  const leave = () =>
    act(async () => {
      await mutate(await leaveWaitlist(publicId), { revalidate: false });
      emit('ui:toast', { message: waitlistMessages.left });
    });

  const active = entry.status === 'waiting' || entry.status === 'held';
  return (
    <Page>
      <Box aria-labelledby="waitlist-title">
        <h1 id="waitlist-title">候補 {entry.store.name}</h1>
        <p>
          {formatDate(entry.date)} {entry.time}・大人 {entry.adult_num} 位{entry.child_num > 0 ? `、小孩 ${entry.child_num} 位` : ''}
        </p>
        <StatusLine entry={entry} secondsLeft={secondsLeft} />
        <Actions>
          {entry.status === 'held' && secondsLeft > 0 && (
            <Button type="button" disabled={sending} onClick={() => void confirm()}>
              確認訂位
            </Button>
          )}
          {active && (
            <Button type="button" $variant="ghost" disabled={sending} onClick={() => void leave()}>
              取消候補
            </Button>
          )}
          {entry.order && <Link to={`/booking-result/${entry.order.public_id}`}>查看訂位</Link>}
          {!active && !entry.order && <Link to={`/booking?id=${entry.store.id}`}>重新選擇時段</Link>}
        </Actions>
      </Box>
    </Page>
  );
}
