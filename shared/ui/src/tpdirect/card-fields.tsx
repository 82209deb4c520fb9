import { useId, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { subscriptionMessages } from '@joy/contract';
import { Button, FieldFrame } from '@joy/ui';
import type { CardFieldsState } from './use-card-fields';
import type { FieldStatus } from './sdk';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

/** The SDK's container: its iframe (TapPay) or input (sandbox) fills it. */
const Box = styled.div`
  height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  background: #fff;
  iframe { width: 100%; height: 100%; border: 0; }
  &[data-state='ok'] { border-color: ${({ theme }) => theme.color.success}; }
  &[data-state='error'] { border-color: ${({ theme }) => theme.color.danger}; }
  &.tappay-field-focus { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: 1px; }
`;

const Hint = styled.span<{ $error?: boolean }>`
  min-height: 1.2em;
  font-size: 0.85rem;
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.muted)};
`;

const Notice = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.color.muted};
`;

const STATE = { 0: 'ok', 1: 'empty', 2: 'error', 3: 'typing' } as const;
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', jcb: 'JCB', amex: 'American Express', unionpay: '銀聯' };

interface FieldProps {
  label: string;
  boxRef: RefObject<HTMLDivElement | null>;
  status: FieldStatus | undefined;
  error: string;
  hint?: ReactNode;
}

/** One SDK field: our label (the sandbox's input takes it; TapPay's iframe names itself), its state and error. */
function Field({ label, boxRef, status, error, hint }: FieldProps) {
  const id = useId();
  const bad = status === 2;
  return (
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      <Box id={id} ref={boxRef} data-state={status === undefined ? 'empty' : STATE[status]} aria-describedby={`${id}-hint`} />
      <Hint id={`${id}-hint`} $error={bad} aria-live="polite">
        {bad ? error : hint}
      </Hint>
    </FieldFrame>
  );
}

/**
 * A new card: the gateway SDK's three fields under our labels, with each one's state, and the
 * SDK's loading and failure (with retry) around them.
 */
export function CardFields({ fields, hidden = false }: { fields: Pick<CardFieldsState, 'refs' | 'update' | 'ready' | 'failed' | 'retry'>; hidden?: boolean }) {
  const { refs, update, ready, failed, retry } = fields;
  const status = update?.status;
  const brand = update && BRANDS[update.cardType];
  return (
    <div hidden={hidden}>
      {failed ? (
        <Notice role="alert">
          <span>信用卡輸入欄位載入失敗，請確認網路連線後再試一次。</span>
          <Button type="button" $variant="ghost" onClick={retry}>
            重試
          </Button>
        </Notice>
      ) : (
        !ready && <Notice role="status">信用卡輸入欄位載入中…</Notice>
      )}
      <div hidden={failed}>
        <Field label="信用卡號碼" boxRef={refs.number} status={status?.number} error={subscriptionMessages.cardNumberInvalid} hint={brand} />
        <Row>
          <Field label="有效期限（MM/YY）" boxRef={refs.expiry} status={status?.expiry} error={subscriptionMessages.expiryInvalid} />
          <Field label="安全碼" boxRef={refs.ccv} status={status?.ccv} error={subscriptionMessages.ccvInvalid} />
        </Row>
      </div>
    </div>
  );
}
