import { useNavigate } from 'react-router-dom';
import { toast } from '@joy/bus';
import { Card, Page } from '@joy/ui';
import { PhoneCodeStep } from './phone-code-step';
import { RecaptchaNotice } from './recaptcha-notice';

/** /request-password-reset: verify the phone, then set a new password (§4 reset flow). */
export function RequestPasswordResetPage({ handoff = false }: { handoff?: boolean }) {
  const navigate = useNavigate();
  const prefix = handoff ? '/authorize' : '';
  return (
    <Page>
      <Card style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
        <h1>忘記密碼</h1>
        <p>請輸入註冊時的手機號碼，我們會寄送驗證碼給您。</p>
        <PhoneCodeStep
          onVerified={(phone, code, result) => {
            if (result === null) {
              toast('此手機號碼尚未註冊', 'failure');
              return navigate(`${prefix}/sign-up`);
            }
            navigate(`${prefix}/setting-password?${new URLSearchParams({ code, phone })}`);
          }}
        />
        <RecaptchaNotice />
      </Card>
    </Page>
  );
}
