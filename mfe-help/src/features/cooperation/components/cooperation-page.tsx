import { Link } from 'react-router-dom';
import { messages } from '@joy/contract';
import { schemas } from '@joy/contract/forms';
import { Button, Page, TextArea, TextField, RecaptchaNotice } from '@joy/ui';
import { FormCard, usePublicForm } from '../../../lib/use-public-form';
import { sendCooperation } from '../api/send-cooperation';

const empty = { company: '', name: '', email: '', phone: '', content: '' };
export const CONTENT_MAX = 1000;

/** The business cooperation form (§1, §7 POST /v2/cooperation), validated with the §5 rules. */
export function CooperationPage() {
  const { values, errors, sending, sent, set, submit } = usePublicForm(schemas.cooperationBody, empty, sendCooperation);

  return (
    <Page>
      <h1>商務合作</h1>
      <p>
        想讓餐廳加入樂享，或有行銷、異業合作的想法？留下聯絡資料，專人會盡快與您聯繫。想先了解合作內容，請看
        <Link to="/partner">合作店家</Link>。
      </p>
      {sent && <p role="status">{messages.applicationSent}，我們會盡快與您聯繫。</p>}
      <FormCard noValidate onSubmit={submit} aria-label="商務合作表單">
        <TextField label="公司名稱" name="company" autoComplete="organization" value={values.company} onChange={set('company')} error={errors.company} />
        <TextField label="聯絡人姓名" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField label="電子信箱" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        <TextField label="手機號碼" name="phone" type="tel" inputMode="numeric" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
        <TextArea label="合作內容" name="content" maxLength={CONTENT_MAX} value={values.content} onChange={set('content')} error={errors.content} />
        <Button type="submit" disabled={sending}>
          {sending ? '送出中…' : '送出'}
        </Button>
        <RecaptchaNotice />
      </FormCard>
    </Page>
  );
}
