import styled from 'styled-components';
import { Fragment, type ReactNode } from 'react';
import { specialRequestLines, type StoreDetail } from '@joy/contract';
import { Button, Card, HouseRulesCard, MultilineText, RecaptchaNotice, formatDate } from '@joy/ui';
import type { BookingDraft } from '@joy/booking-draft';
import type { Details } from './details-form';

const Box = styled(Card).attrs({ as: 'section' })`
  padding: 16px;
  margin-top: 16px;
  dl { display: grid; grid-template-columns: 6em 1fr; gap: 8px; margin: 0; }
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
`;

/**
 * Step 2 of §4: everything the diner chose (the special requests given among them), the store's
 * rules card as it will be agreed, the card guarantee when the booking needs one (`guarantee`),
 * then 確認訂位.
 */
export function ConfirmStep({
  store,
  draft,
  details,
  guest,
  sending,
  onBack,
  onConfirm,
  notice = null,
  guarantee = null,
}: {
  store: StoreDetail;
  draft: BookingDraft;
  details: Details;
  guest: boolean;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** Shown above the buttons; while set, 確認訂位 is disabled (the chosen slot filled). */
  notice?: ReactNode;
  /** The card guarantee's section (GuaranteeSection), when the booking needs a card. */
  guarantee?: ReactNode;
}) {
  return (
    <Box aria-labelledby="confirm-title">
      <h2 id="confirm-title">確認訂位資訊</h2>
      <dl>
        <dt>餐廳</dt>
        <dd>{store.name}</dd>
        <dt>日期</dt>
        <dd>{draft.date ? formatDate(draft.date) : ''}</dd>
        <dt>時段</dt>
        <dd>{draft.time}</dd>
        <dt>人數</dt>
        <dd>
          大人 {draft.adults} 位{draft.children > 0 ? `、小孩 ${draft.children} 位` : ''}
        </dd>
        {specialRequestLines(details).map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        {details.note && (
          <>
            <dt>備註</dt>
            <dd>
              <MultilineText text={details.note} />
            </dd>
          </>
        )}
        {guest && (
          <>
            <dt>訂位人</dt>
            <dd>{details.name}</dd>
            <dt>電子信箱</dt>
            <dd>{details.email}</dd>
          </>
        )}
        {details.phone && (
          <>
            <dt>電話</dt>
            <dd>{details.phone}</dd>
          </>
        )}
      </dl>
      {store.house_rules && (
        <div style={{ marginTop: 16 }}>
          <HouseRulesCard rules={store.house_rules} date={draft.date ?? undefined} level={3} id="confirm-house-rules-title" />
        </div>
      )}
      {guarantee}
      {notice}
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 16 }}>
        <Button type="button" $variant="ghost" onClick={onBack}>
          上一步
        </Button>
        <Button type="button" disabled={sending || notice !== null} onClick={onConfirm}>
          {sending ? '送出中…' : '確認訂位'}
        </Button>
      </p>
      {/* A guest's booking carries a captcha answer; a member's does not. */}
      {guest && <RecaptchaNotice />}
    </Box>
  );
}
