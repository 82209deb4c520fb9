import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { ApiError, messages, type FieldErrors, type LoginResult } from '@joy/contract';
import { rules, validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { useAuth } from '@joy/auth';
import { Button, Card, Page, TextField } from '@joy/ui';
import { resetPassword } from '../api/reset-password';
import { setOwnPassword } from '../api/set-own-password';
import { finishLogin } from '../lib/finish-login';

const passwordForm = yup.object({ password: rules.newPassword(), confirmPassword: rules.confirmPassword() });

/** Navigation state of 歡迎回來 → 設定密碼: the login the social binding gave. */
export interface WelcomeState {
  welcome: LoginResult;
}

/**
 * /setting-password?code=&phone=: the new password with a verified code; the member is then
 * logged in (§4). From 歡迎回來 (state.welcome) the binding has already spent the code and
 * logged the member in: the password is set with that login instead, and no code is sent.
 */
export function SettingPasswordPage({ handoff = false }: { handoff?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const welcome = (useLocation().state as Partial<WelcomeState> | null)?.welcome;
  const signedIn = useAuth((s) => Boolean(s.token));
  const phone = params.get('phone') ?? '';
  const code = params.get('code') ?? '';
  const withLogin = Boolean(welcome && signedIn);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(passwordForm, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      if (withLogin && welcome) {
        await setOwnPassword(checked.value.password, checked.value.confirmPassword);
        toast(messages.setSuccess, 'success');
        // In the app's webview the login goes back to the app; on the web the member is already in.
        if (handoff) finishLogin(welcome, { handoff });
        else navigate('/');
        return;
      }
      const result = await resetPassword(phone, { code, password: checked.value.password, password_confirmation: checked.value.confirmPassword });
      toast(messages.setSuccess, 'success');
      finishLogin(result, { handoff });
    } catch (error) {
      if (error instanceof ApiError && error.isCodeError) setErrors({ password: messages.codeValidationFailed });
      else if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    } finally {
      setBusy(false);
    }
  }

  if (!withLogin && (!phone || !code))
    return (
      <Page>
        <p role="alert">
          連結已失效，請<Link to={handoff ? '/authorize/request-password-reset' : '/request-password-reset'}>重新驗證手機</Link>。
        </p>
      </Page>
    );
  return (
    <Page>
      <Card style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
        <h1>設定密碼</h1>
        <form noValidate onSubmit={submit} aria-label="設定密碼">
          <TextField label="新密碼" name="password" type="password" autoComplete="new-password" value={values.password} onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} error={errors.password} />
          <TextField label="確認密碼" name="confirmPassword" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))} error={errors.confirmPassword} />
          <Button type="submit" disabled={busy}>
            確認
          </Button>
        </form>
      </Card>
    </Page>
  );
}
