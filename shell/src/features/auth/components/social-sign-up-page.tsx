import { useSearchParams } from 'react-router-dom';
import { Card, Page } from '@joy/ui';
import { SignUpPage } from './sign-up-page';

const providerNames: Record<string, string> = { facebook: 'Facebook', google: 'Google', apple: 'Apple' };

/**
 * /social-signup?type=&updatePhone=: a social account without a verified phone registers
 * (or binds) a phone (§4). Binding the social id to the new account arrives with the
 * social login buttons; until then the page registers the phone account.
 */
export function SocialSignUpPage({ handoff = false }: { handoff?: boolean }) {
  const [params] = useSearchParams();
  const provider = providerNames[params.get('type') ?? ''] ?? '社群';
  return (
    <Page>
      <Card style={{ maxWidth: 480, margin: '0 auto 16px', padding: 16 }}>
        <p>
          {params.get('updatePhone') ? `請為您的 ${provider} 帳號補上手機號碼。` : `使用 ${provider} 帳號註冊，請先驗證手機號碼。`}
        </p>
      </Card>
      <SignUpPage handoff={handoff} />
    </Page>
  );
}
