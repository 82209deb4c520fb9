import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, messages, noShowLimits, noShowMessages, type FieldErrors, type NoShowMark } from '@joy/contract';
import { noShowDisputeBody, validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Button, Dialog, TextArea } from '@joy/ui';
import { disputeNoShow } from '../api/dispute-no-show';

const Hint = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 8px;
`;

interface Props {
  mark: NoShowMark;
  open: boolean;
  onClose: () => void;
  /** The mark as the server left it (disputed). */
  onSent: (mark: NoShowMark) => void;
}

/** The dispute of one mark: why it is wrong, 10–500 characters, sent once. */
export function DisputeDialog({ mark, open, onClose, onSent }: Props) {
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
      const sent = await disputeNoShow(mark.id, checked.value);
      toast(noShowMessages.disputeSent, 'success');
      onSent(sent);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    }
  }

  return (
    <Dialog open={open} title="申訴未到紀錄" onClose={onClose} width={440}>
      <form noValidate onSubmit={submit} aria-label={`申訴 ${mark.store_name} 的未到紀錄`}>
        <Hint>
          請說明當天的情況（至少 {noShowLimits.disputeReasonMin} 個字），店家會看到您的說明並回覆；每筆紀錄只能申訴一次。
        </Hint>
        <TextArea label="申訴原因" name="reason" rows={6} maxLength={noShowLimits.disputeReasonMax} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? '送出中…' : '送出申訴'}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
