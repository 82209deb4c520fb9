import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, messages, type FieldErrors, type LoginResult } from '@joy/contract';
import { rules, validate } from '@joy/contract/forms';
import { openLogin, toast } from '@joy/bus';
import * as yup from 'yup';
import { Button, Card, Dialog, Page, TextField } from '@joy/ui';
import { idFieldOf, socialRegister } from '../api/social';
import { clearSocialSession, readSocialSession } from '../lib/social-session';
import { finishLogin } from '../lib/finish-login';
import { applyLogin } from '../lib/apply-login';
import { PhoneCodeStep } from './phone-code-step';
import { RecaptchaNotice } from './recaptcha-notice';
import type { WelcomeState } from './setting-password-page';

const providerNames = { facebook: 'Facebook', google: 'Google', apple: 'Apple' } as const;
const nameForm = yup.object({ name: rules.name() });

/**
 * /social-signup?type=&updatePhone=: a social account without a phone verifies one (§4).
 * An unknown phone registers a new member; a known one is bound and welcomed back, with the
 * offer to set a password; a phone already bound to another account of that provider is refused.
 * Binding spends the verification code, so 設定密碼 goes on with the login it gave, not the code.
 */
export function SocialSignUpPage({ handoff = false }: { handoff?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = readSocialSession();
  const [verified, setVerified] = useState<{ phone: string; code: string } | null>(null);
  const [name, setName] = useState(session?.name ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [welcome, setWelcome] = useState<{ result: LoginResult } | null>(null);
  const [bound, setBound] = useState(false);

  if (!session)
    return (
      <Page>
        <h1>社群帳號註冊</h1>
        <p role="alert">
          社群登入已逾時，請<button type="button" onClick={() => openLogin()}>重新登入</button>。
        </p>
      </Page>
    );
  const provider = session.provider;
  const register = (phone: string, code: string, memberName: string) =>
    socialRegister(provider, { phone, code, name: memberName, type: provider, [idFieldOf(provider)]: session.socialId, social_token: session.idToken, email: session.email });

  const done = (result: LoginResult) => {
    clearSocialSession();
    finishLogin(result, { handoff });
  };

  async function submitName(event: FormEvent) {
    event.preventDefault();
    if (!verified) return;
    const checked = await validate(nameForm, { name });
    if (!checked.ok) return setErrors(checked.errors);
    try {
      done(await register(verified.phone, verified.code, checked.value.name));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    }
  }

  return (
    <Page>
      <Card style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
        <h1>{providerNames[provider]} 帳號註冊</h1>
        <p>{params.get('updatePhone') ? `請為您的 ${providerNames[provider]} 帳號補上手機號碼。` : '請先驗證手機號碼，完成後即可用社群帳號登入。'}</p>
        {!verified ? (
          <PhoneCodeStep
            verifyAs={{ type: provider, ids: { [idFieldOf(provider)]: session.socialId } }}
            onError={(error) => {
              if (error.message !== messages.phoneAlreadyBound && error.fields.phone !== messages.phoneAlreadyBound) return false;
              setBound(true);
              return true;
            }}
            onVerified={async (phone, code, result) => {
              if (result === null) return setVerified({ phone, code });
              try {
                setWelcome({ result: await register(phone, code, result.user.name) });
              } catch (error) {
                toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
              }
            }}
          />
        ) : (
          <form noValidate onSubmit={submitName} aria-label="註冊資料">
            <TextField label="姓名" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
            <Button type="submit">完成註冊</Button>
          </form>
        )}
        <RecaptchaNotice />
      </Card>
      <Dialog open={Boolean(welcome)} title="歡迎回來" onClose={() => welcome && done(welcome.result)}>
        <p>已將 {providerNames[provider]} 帳號連結到您的會員帳號，之後可直接以社群帳號登入。</p>
        {welcome && !welcome.result.has_password && <p>您也可以設定密碼，改用手機號碼登入。</p>}
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
          {welcome && !welcome.result.has_password && (
            <Button type="button" $variant="ghost" onClick={() => { const w = welcome; clearSocialSession(); applyLogin(w.result); navigate(`${handoff ? '/authorize' : ''}/setting-password`, { state: { welcome: w.result } satisfies WelcomeState }); }}>
              設定密碼
            </Button>
          )}
          <Button type="button" onClick={() => welcome && done(welcome.result)}>
            略過
          </Button>
        </div>
      </Dialog>
      <Dialog open={bound} title="手機號碼已被綁定" onClose={() => setBound(false)}>
        <p>{messages.phoneAlreadyBound}，請改用原本的方式登入。</p>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
          <Button type="button" $variant="ghost" onClick={() => setBound(false)}>
            暫不登入
          </Button>
          <Button type="button" onClick={() => { setBound(false); clearSocialSession(); navigate('/'); openLogin(); }}>
            前往登入
          </Button>
        </div>
      </Dialog>
      <p style={{ textAlign: 'center' }}>
        <Link to="/">回首頁</Link>
      </p>
    </Page>
  );
}
