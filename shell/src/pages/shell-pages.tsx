import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { RequestPasswordResetPage } from '../features/auth/components/request-password-reset-page';
import { SettingPasswordPage } from '../features/auth/components/setting-password-page';
import { AuthorizePage } from '../features/auth/components/authorize-page';
import { SocialSignUpPage } from '../features/auth/components/social-sign-up-page';

/** Pages the shell itself owns: the auth pages (web and /authorize for the app webview) and the error page. */
export function ShellPages() {
  return (
    <Routes>
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/quick-sign-up" element={<SignUpPage />} />
      <Route path="/request-password-reset" element={<RequestPasswordResetPage />} />
      <Route path="/setting-password" element={<SettingPasswordPage />} />
      <Route path="/social-signup" element={<SocialSignUpPage />} />
      <Route path="/authorize" element={<AuthorizePage />} />
      <Route path="/authorize/sign-up" element={<SignUpPage handoff />} />
      <Route path="/authorize/request-password-reset" element={<RequestPasswordResetPage handoff />} />
      <Route path="/authorize/setting-password" element={<SettingPasswordPage handoff />} />
      <Route path="/authorize/social-signup" element={<SocialSignUpPage handoff />} />
      <Route path="/error" element={<ErrorPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
