import { messages } from '@joy/contract';
import { schemas } from '@joy/contract/forms';
import { Button, Page, TextArea, TextField, RecaptchaNotice } from '@joy/ui';
import { FormCard, usePublicForm } from '../../../lib/use-public-form';
import { sendContact } from '../api/send-contact';

const empty = { name: '', email: '', phone: '', title: '', content: '' };
export const CONTENT_MAX = 1000;

/** The contact form (§1, §7 POST /v2/web-user-response) validated with the §5 rules. */
export function ContactPage() {
  const { values, errors, sending, sent, set, submit } = usePublicForm(schemas.contactBody, empty, sendContact);

  return (
    <Page>
      <h1>聯絡我們</h1>
      <p>有任何問題或建議，歡迎留言給我們，客服會以電子信箱回覆您。</p>
      {sent && <p role="status">{messages.applicationSent}，我們會盡快與您聯繫。</p>}
      <FormCard noValidate onSubmit={submit} aria-label="聯絡表單">
        <TextField label="姓名" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField label="電子信箱" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        <TextField label="手機號碼" name="phone" type="tel" inputMode="numeric" optional value={values.phone} onChange={set('phone')} error={errors.phone} />
        <TextField label="主旨" name="title" value={values.title} onChange={set('title')} error={errors.title} />
        <TextArea label="內容" name="content" maxLength={CONTENT_MAX} value={values.content} onChange={set('content')} error={errors.content} />
        <Button type="submit" disabled={sending}>
          {sending ? '送出中…' : '送出'}
        </Button>
        <RecaptchaNotice />
      </FormCard>
    </Page>
  );
}
