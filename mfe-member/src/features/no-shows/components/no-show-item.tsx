import { useId, useState } from 'react';
import styled from 'styled-components';
import { NO_SHOW_STATUS_LABELS, type NoShowMark } from '@joy/contract';
import { Button, formatDate, MultilineText } from '@joy/ui';
import { taipeiDay } from '../lib/standing-text';
import { ToneBadge } from '../../../components/status-badge';
import { DisputeDialog } from './dispute-dialog';

const Item = styled.li`
  padding: 16px;
  list-style: none;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin: 0; font-size: 1.1rem; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
`;

const Facts = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.color.muted};
`;

const Said = styled.div`
  margin: 10px 0 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  h3 { margin: 0 0 4px; font-size: 0.95rem; }
`;

/** Whether and until when the mark counts, in a few words. */
function countWords(mark: NoShowMark): string {
  if (mark.counts) return `計入未到紀錄至 ${taipeiDay(mark.counts_until)}`;
  return mark.status === 'withdrawn' ? '不計入未到紀錄' : '已超過 90 天，不再計入';
}

/** One mark: the booking, its status, the diner's dispute and the store's answer, and the dispute button while it may be disputed. */
export function NoShowItem({ mark, onChanged }: { mark: NoShowMark; onChanged: (mark: NoShowMark) => void }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <Item aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{mark.store_name}</h2>
        <ToneBadge $tone={mark.counts ? 'pending' : 'muted'}>{NO_SHOW_STATUS_LABELS[mark.status]}</ToneBadge>
      </Head>
      <Facts>
        訂位時間 {formatDate(`${mark.date}T00:00:00`)} {mark.time}・{countWords(mark)}
      </Facts>
      {mark.dispute_reason && (
        <Said>
          <h3>您的申訴{mark.disputed_at && `（${formatDate(mark.disputed_at)}）`}</h3>
          <MultilineText text={mark.dispute_reason} />
        </Said>
      )}
      {mark.store_answer && (
        <Said>
          <h3>店家回覆{mark.answered_at && `（${formatDate(mark.answered_at)}）`}</h3>
          <MultilineText text={mark.store_answer} />
        </Said>
      )}
      {mark.status === 'disputed' && <Facts>申訴處理中，店家回覆後會通知您。</Facts>}
      {mark.can_dispute ? (
        <>
          <Button type="button" $variant="ghost" onClick={() => setOpen(true)} aria-describedby={headingId}>
            申訴
          </Button>
          <Facts>可申訴至 {taipeiDay(mark.dispute_until)}</Facts>
          <DisputeDialog
            mark={mark}
            open={open}
            onClose={() => setOpen(false)}
            onSent={(sent) => {
              setOpen(false);
              onChanged(sent);
            }}
          />
        </>
      ) : (
        mark.status === 'standing' && <Facts>已超過 30 天申訴期限</Facts>
      )}
    </Item>
  );
}
