import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openLogin, toast } from '@joy/bus';
import { Card, Page } from '@joy/ui';
import { PhoneCodeStep } from './phone-code-step';
import { RecaptchaNotice } from './recaptcha-notice';
import { RegisterForm } from './register-form';
import { finishLogin } from '../lib/finish-login';

/** /sign-up, /quick-sign-up and /authorize/sign-up: verify the phone, then register (§4). */
export function SignUpPage({ handoff = false }: { handoff?: boolean }) {
  const [verified, setVerified] = useState<{ phone: string; code: string } | null>(null);
  const navigate = useNavigate();
  return (
    <Page>
      <Card style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
        <h1>註冊會員</h1>
        {!verified ? (
          <PhoneCodeStep
            onVerified={(phone, code, result) => {
              if (result === null) return setVerified({ phone, code });
              // An existing member: social-only accounts set a password, others log in.
              if (result.user.social_only) return navigate(`${handoff ? '/authorize' : ''}/setting-password?${new URLSearchParams({ phone, code })}`);
              toast('此手機號碼已註冊，請直接登入');
              if (!handoff) openLogin();
            }}
          />
        ) : (
          <RegisterForm phone={verified.phone} code={verified.code} onRegistered={(result) => finishLogin(result, { handoff })} />
        )}
        <RecaptchaNotice />
      </Card>
    </Page>
  );
}
