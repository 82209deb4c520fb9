import { useState, type FormEvent } from 'react';
import { mutate } from 'swr';
import styled from 'styled-components';
import { subscriptionMessages as m, type CouponAllowance, type CouponGiveRecord, type CouponMovement, type CouponStatus, type CouponTransactionRecord } from '@joy/contract';
import { couponGiveBody, validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Button, Card, TextField, formatDate } from '@joy/ui';
import { RecordList } from '../../../components/record-list';
import { Tabs } from '../../../components/tabs';
import { memberDealerKey } from '../../../lib/dealer-api';
import { errorText } from '../../../lib/errors';
import { couponGivesPage, couponMovementsPage, giveCoupon } from '../api/records';

const Box = styled(Card).attrs({ as: 'section' })`
  padding: 20px;
  margin-top: 16px;
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  strong { color: ${({ theme }) => theme.color.primaryDark}; }
`;

const statusText: Record<CouponStatus, string> = { given: '待啟用', activated: '已啟用', expired: '已過期' };
const movementText: Record<CouponMovement, string> = { granted: '年度贈送額度', given: '贈送', activated: '好友已啟用', expired: '逾期未啟用' };

const tabs = [
  ['gives', '贈送紀錄'],
  ['movements', '異動紀錄'],
] as const;

/** The gift form: a friend's phone, within the year's allowance; the friend gets the activation link by SMS. */
export function GiveCouponForm({ allowance, onGiven }: { allowance: CouponAllowance; onGiven: () => void }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await validate(couponGiveBody, { phone });
    if (!checked.ok) return setError(checked.errors.phone ?? '');
    setError('');
    setBusy(true);
    try {
      await giveCoupon(checked.value.phone);
      toast(m.couponGiven, 'success');
      setPhone('');
      onGiven();
      await mutate(memberDealerKey);
    } catch (e) {
      setError(errorText(e, 'phone'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="贈送方案給好友">
      <p>
        {allowance.year} 年可贈送 {allowance.allowance} 份，剩餘 <strong>{allowance.remaining}</strong> 份。好友會收到啟用簡訊，以該手機號碼登入後即可啟用 30 天 VIP。
      </p>
      <TextField label="好友手機號碼" inputMode="tel" autoComplete="off" value={phone} error={error} onChange={(e) => setPhone(e.target.value)} />
      <Button type="submit" disabled={busy || allowance.remaining < 1}>
        {allowance.remaining < 1 ? m.couponAllowanceUsed : '贈送'}
      </Button>
    </form>
  );
}

/** /member/dealer: the VIP gift coupons — give one, the gives and every coupon movement (§4 paging). */
export function GiftCoupons({ allowance }: { allowance: CouponAllowance }) {
  const [tab, setTab] = useState<(typeof tabs)[number][0]>('gives');
  const [generation, setGeneration] = useState(0);
  return (
    <Box aria-label="贈送 VIP 方案">
      <h2>贈送 VIP 方案</h2>
      <GiveCouponForm allowance={allowance} onGiven={() => setGeneration((g) => g + 1)} />
      <Tabs label="贈送方案紀錄" tabs={tabs} current={tab} onChange={setTab}>
        {tab === 'gives' && (
          <RecordList<CouponGiveRecord> listKey={`coupon-gives-${generation}`} fetchPage={couponGivesPage} live={['subscription']} empty="尚未贈送方案" label="贈送紀錄">
            {(c) => (
              <>
                <span>
                  {c.phone}
                  <small>{formatDate(c.created_at)} 贈送{c.status === 'given' ? `，${formatDate(c.expires_at)} 前有效` : ''}</small>
                </span>
                <span>{statusText[c.status]}</span>
              </>
            )}
          </RecordList>
        )}
        {tab === 'movements' && (
          <RecordList<CouponTransactionRecord> listKey={`coupon-movements-${generation}`} fetchPage={couponMovementsPage} live={['subscription']} empty="尚無異動紀錄" label="異動紀錄">
            {(r) => (
              <>
                <span>
                  {movementText[r.kind]}
                  {r.phone && ` ${r.phone}`}
                  <small>{formatDate(r.created_at)}</small>
                </span>
                <strong>{r.quantity > 0 ? `+${r.quantity}` : r.quantity < 0 ? String(r.quantity) : '—'}</strong>
              </>
            )}
          </RecordList>
        )}
      </Tabs>
    </Box>
  );
}
