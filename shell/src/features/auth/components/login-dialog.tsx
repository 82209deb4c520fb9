import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages, type FieldErrors, type LoginResult } from '@joy/contract';
import { loginForm, validate } from '@joy/contract/forms';
import { captchaToken } from '@joy/auth';
import { emit, toast } from '@joy/bus';
import { Button, Dialog, TextField } from '@joy/ui';
import { login } from '../api/login';
import { applyLogin } from '../lib/apply-login';
import { RecaptchaNotice } from './recaptcha-notice';
import { SocialButtons } from './social-buttons';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin: 4px 0 16px;
  font-size: 0.9rem;
`;

const Full = styled(Button)`
  width: 100%;
`;

const Foot = styled.p`
  text-align: center;
  font-size: 0.9rem;
`;

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  onSuccess: () => void;
}

/** '登入帳號' (§2 dialogs). */
export function LoginDialog({ open, onClose, onSuccess }: LoginDialogProps) {
  return (
    <Dialog open={open} title="登入帳號" onClose={onClose}>
      <LoginForm
        onNavigate={onClose}
        onLoggedIn={(result, keep) => {
          applyLogin(result, keep);
          onSuccess();
        }}
      />
    </Dialog>
  );
}

/** Phone + password + keep login (§3), with the §5 rules and the §8 replies. */
export function LoginForm({ onLoggedIn, onNavigate, authorize = false }: { onLoggedIn: (result: LoginResult, keep: boolean) => void; onNavigate?: () => void; authorize?: boolean }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [keepLogin, setKeepLogin] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(loginForm, { phone, password, keepLogin });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const body = { phone: checked.value.phone, password: checked.value.password, keep_login: keepLogin, captcha: '' };
      // After repeated failures of the phone the API asks for the captcha: answer it (invisible) and send once more.
      const result = await login(body).catch(async (error: unknown) => {
        if (!(error instanceof ApiError) || error.fields.captcha !== messages.captchaRequired) throw error;
        return login({ ...body, captcha: await captchaToken() });
      });
      onLoggedIn(result, keepLogin);
    } catch (error) {
      if (error instanceof ApiError && error.message === messages.accountDeleted) {
        emit('ui:message', { title: '帳號已刪除', message: messages.accountDeleted });
      } else if (error instanceof ApiError && Object.keys(error.fields).length) {
        setErrors(error.fields);
        toast(messages.loginFailed, 'failure');
      } else {
        toast(error instanceof ApiError ? error.message : messages.loginFailed, 'failure');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form noValidate onSubmit={submit} aria-label="登入表單">
        <TextField label="手機號碼" name="phone" type="tel" inputMode="numeric" autoComplete="tel" placeholder="09xxxxxxxx" value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone} />
        <TextField label="密碼" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <Row>
          <label>
            <input type="checkbox" checked={keepLogin} onChange={(e) => setKeepLogin(e.target.checked)} /> 保持登入
          </label>
          <Link to={`${authorize ? '/authorize' : ''}/request-password-reset`} onClick={onNavigate}>
            忘記密碼？
          </Link>
        </Row>
        <Full type="submit" disabled={busy}>
          {busy ? '登入中…' : '登入'}
        </Full>
      </form>
      <Foot>或使用社群帳號登入</Foot>
      <SocialButtons onStart={onNavigate} handoff={authorize} />
      <Foot>
        還沒有帳號？{' '}
        <Link to={`${authorize ? '/authorize' : ''}/sign-up`} onClick={onNavigate}>
          立即註冊
        </Link>
      </Foot>
      <RecaptchaNotice />
    </>
  );
}
