import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages, schemas, validate, type FieldErrors } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, Card, Page, TextArea, TextField } from '@joy/ui';
import { sendCooperation } from '../api/send-cooperation';

const Form = styled(Card).attrs({ as: 'form' })`
  padding: 24px;
  max-width: 640px;
`;

const empty = { company: '', name: '', email: '', phone: '', content: '' };
export const CONTENT_MAX = 1000;

/** The business cooperation form (§1, §7 POST /v2/cooperation), validated with the §5 rules. */
export function CooperationPage() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(schemas.cooperationBody, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendCooperation(checked.value);
      setSent(true);
      setValues(empty);
      toast(messages.applicationSent, 'success');
    } catch (error) {
      // Keep what was typed; show the server's field errors or its message.
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    } finally {
      setSending(false);
    }
  }

  return (
    <Page>
      <h1>商務合作</h1>
      <p>
        想讓餐廳加入樂享，或有行銷、異業合作的想法？留下聯絡資料，專人會盡快與您聯繫。想先了解合作內容，請看
        <Link to="/partner">合作店家</Link>。
      </p>
      {sent && <p role="status">{messages.applicationSent}，我們會盡快與您聯繫。</p>}
      <Form noValidate onSubmit={submit} aria-label="商務合作表單">
        <TextField label="公司名稱" name="company" autoComplete="organization" value={values.company} onChange={set('company')} error={errors.company} />
        <TextField label="聯絡人姓名" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField label="電子信箱" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        <TextField label="手機號碼" name="phone" type="tel" inputMode="numeric" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
        <TextArea label="合作內容" name="content" maxLength={CONTENT_MAX} value={values.content} onChange={set('content')} error={errors.content} />
        <Button type="submit" disabled={sending}>
          {sending ? '送出中…' : '送出'}
        </Button>
      </Form>
    </Page>
  );
}
