/**
 * The public forms (contact, cooperation) share one flow: validate with the contract schema,
 * send, confirm with 已送出申請 and clear; on failure keep what was typed and show the
 * server's field errors or its message.
 */
import { useState, type FormEvent } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';
import styled from 'styled-components';
import { ApiError, messages, type FieldErrors } from '@joy/contract';
import { validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Card } from '@joy/ui';

export const FormCard = styled(Card).attrs({ as: 'form' })`
  padding: 24px;
  max-width: 640px;
`;

export function usePublicForm<S extends AnyObjectSchema, V extends Record<string, string>>(schema: S, empty: V, send: (body: InferType<S>) => Promise<unknown>) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (field: keyof V) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(schema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await send(checked.value);
      setSent(true);
      setValues(empty);
      toast(messages.applicationSent, 'success');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    } finally {
      setSending(false);
    }
  }

  return { values, errors, sending, sent, set, submit };
}
