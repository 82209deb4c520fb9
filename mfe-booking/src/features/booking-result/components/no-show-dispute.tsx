import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, messages, NO_SHOW_STATUS_LABELS, noShowLimits, noShowMessages, type FieldErrors, type NoShowMark } from '@joy/contract';
import { noShowDisputeBody, validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Button, MultilineText, TextArea } from '@joy/ui';
import { disputeNoShowResult, useNoShowResult } from '../api/no-show-result';

const Section = styled.section`
  margin: 16px 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  h3 { margin: 12px 0 4px; font-size: 1rem; }
  p { margin: 0 0 8px; }
`;

function DisputeForm({ publicId, onSent }: { publicId: string; onSent: (mark: NoShowMark) => void }) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(noShowDisputeBody, { reason });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const sent = await disputeNoShowResult(publicId, checked.value);
      toast(noShowMessages.disputeSent, 'success');
      onSent(sent);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="申訴未到紀錄">
      <p>若您當天有到店或已事先取消，可說明情況（至少 {noShowLimits.disputeReasonMin} 個字），店家會回覆您；每筆紀錄只能申訴一次。</p>
      <TextArea label="申訴原因" name="reason" rows={5} maxLength={noShowLimits.disputeReasonMax} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
      <Button type="submit" disabled={busy}>
        {busy ? '送出中…' : '送出申訴'}
      </Button>
    </form>
  );
}

/** A 未到 booking's mark as the result link shows it: its status, the dispute form while it may be disputed, and the store's answer. */
export function NoShowDispute({ publicId, marked }: { publicId: string; marked: boolean }) {
  const { data: mark, mutate } = useNoShowResult(publicId, marked);
  if (!mark) return null;
  return (
    <Section aria-labelledby="no-show-mark">
      <h2 id="no-show-mark">未到紀錄：{NO_SHOW_STATUS_LABELS[mark.status]}</h2>
      {mark.counts && <p>這筆紀錄會計入訂位手機的未到紀錄 90 天。</p>}
      {mark.dispute_reason && (
        <>
          <h3>您的申訴</h3>
          <p>
            <MultilineText text={mark.dispute_reason} />
          </p>
        </>
      )}
      {mark.store_answer && (
        <>
          <h3>店家回覆</h3>
          <p>
            <MultilineText text={mark.store_answer} />
          </p>
        </>
      )}
      {mark.status === 'disputed' && <p>申訴處理中，店家回覆後會以簡訊通知您。</p>}
      {mark.can_dispute && <DisputeForm publicId={publicId} onSent={(sent) => void mutate(sent, { revalidate: false })} />}
    </Section>
  );
}
