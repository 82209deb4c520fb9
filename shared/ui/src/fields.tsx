import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

/** A form field's frame: its label above what it holds, then its hint or error. */
export const FieldFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
  label { font-weight: 600; }
`;

const Wrap = styled(FieldFrame)`
  input, textarea {
    font: inherit;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    width: 100%;
  }
  textarea { height: 150px; resize: vertical; }
  input[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

const Error = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.85rem;
`;

const Counter = styled.span`
  align-self: flex-end;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.color.muted};
`;

type FieldBase = { label: string; error?: string; optional?: boolean };

export function TextField({ label, error, optional, ...input }: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {optional && '（選填）'}
      </label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...input} />
      {error && <Error id={errorId}>{error}</Error>}
    </Wrap>
  );
}

/** A textarea with a live character counter (§5: booking note, member summary, comment text). */
export function TextArea({ label, error, maxLength, value, ...rest }: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string; maxLength: number }) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} maxLength={maxLength} aria-invalid={Boolean(error)} aria-describedby={[error ? errorId : '', counterId].join(' ').trim()} {...rest} />
      <Counter id={counterId} aria-live="polite">
        {Array.from(value).length} / {maxLength}
      </Counter>
      {error && <Error id={errorId}>{error}</Error>}
    </Wrap>
  );
}
