import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, messages, type InvitationInfo } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, TextField } from '@joy/ui';
import { setIntroducer } from '../api/invitation';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** §8: messages containing 邀請 are shown as they are; any other refusal reads as 邀請碼無效 or the field's message. */
function problemOf(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.operationFailed;
  const field = error.fields.invite_code;
  if (field) return field;
  if (error.message.includes('邀請')) return error.message;
  return error.status === 422 ? messages.invalidInviteCode : error.message || messages.operationFailed;
}

/** Set the member's inviter (once): 加入成功, then the page shows the inviter's code. */
export function IntroducerForm({ onSet }: { onSet: (info: InvitationInfo) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError(messages.invalidInviteCode);
    setBusy(true);
    setError('');
    try {
      const info = await setIntroducer(value);
      toast(messages.joined, 'success');
      onSet(info);
    } catch (failure) {
      setError(problemOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="填寫邀請碼">
      <TextField label="好友的邀請碼" value={code} error={error} autoComplete="off" autoCapitalize="characters" onChange={(e) => setCode(e.target.value)} />
      <Row>
        <Button type="submit" disabled={busy}>
          {busy ? '送出中…' : '確認送出'}
        </Button>
      </Row>
    </form>
  );
}
