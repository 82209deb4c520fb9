import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, messages } from '@joy/contract';
import { Button, TextField, useCountdown, waitText } from '@joy/ui';

/** Seconds before 傳送驗證碼 may be pressed again (as registration and account deletion). */
export const RESEND_AFTER_S = 60;

const Box = styled.div`
  margin-bottom: 16px;
  p { margin: 0 0 8px; }
  > button { margin-bottom: 12px; }
`;

export interface CodeProofProps {
  /** The booking's phone, masked (0912***678). */
  phoneHint: string;
  /** Sends the code; resolves with the phone it went to. */
  send: () => Promise<{ phone_hint: string }>;
  code: string;
  error?: string;
  onCode: (code: string) => void;
  /** A send refused for another reason than the wait (shown by the panel). */
  onSendFailed: (message: string) => void;
}

/**
 * The guest's proof: 傳送驗證碼 texts a code to the booking's phone, then the 6-digit code
 * field appears. The button counts down the resend wait — 60 s after a send, or the server's
 * wait after a 429 (the code sent before still works, so the field shows then too).
 */
export function CodeProof({ phoneHint, send, code, error, onCode, onSendFailed }: CodeProofProps) {
  const [countdown, startCountdown] = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function sendCode() {
    setSending(true);
    setNote(null);
    try {
      const reply = await send();
      setSentTo(reply.phone_hint || phoneHint);
      startCountdown(RESEND_AFTER_S);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        const wait = failure.retryAfterS ?? RESEND_AFTER_S;
        startCountdown(wait);
        setSentTo((to) => to ?? phoneHint);
        setNote(`${failure.message}（${waitText(wait)}後可重新發送）`);
      } else {
        onSendFailed(failure instanceof ApiError ? failure.message : messages.operationFailed);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Box>
      <p role="status">{sentTo ? `驗證碼已傳送至 ${sentTo}，請於下方輸入。` : `為確認是您本人，更改前請先以簡訊驗證碼確認（傳送至 ${phoneHint}）。`}</p>
      {note && <p role="alert">{note}</p>}
      <Button type="button" $variant="ghost" disabled={countdown > 0 || sending} onClick={() => void sendCode()}>
        {countdown > 0 ? `${waitText(countdown)}後可重新發送` : sentTo ? '重新傳送驗證碼' : '傳送驗證碼'}
      </Button>
      {(sentTo || error) && (
        <TextField
          label="驗證碼"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6 位數字"
          value={code}
          error={error}
          onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))}
        />
      )}
    </Box>
  );
}
