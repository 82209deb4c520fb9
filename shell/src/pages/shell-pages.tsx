import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from './error-page';

// The auth pages are fetched on first visit (with their form validation), not with the
// shell's first load: most visits never open them.
const SignUpPage = lazy(() => import(/* webpackChunkName: "auth-pages" */ '../features/auth/components/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const RequestPasswordResetPage = lazy(() =>
  import(/* webpackChunkName: "auth-pages" */ '../features/auth/components/request-password-reset-page').then((m) => ({ default: m.RequestPasswordResetPage })),
);
const SettingPasswordPage = lazy(() =>
  import(/* webpackChunkName: "auth-pages" */ '../features/auth/components/setting-password-page').then((m) => ({ default: m.SettingPasswordPage })),
);
// /authorize is the login form in a page: it shares the login dialog's chunk rather than copying the form into this one.
const AuthorizePage = lazy(() => import(/* webpackChunkName: "login-dialog" */ '../features/auth/components/authorize-page').then((m) => ({ default: m.AuthorizePage })));
const SocialSignUpPage = lazy(() =>
  import(/* webpackChunkName: "auth-pages" */ '../features/auth/components/social-sign-up-page').then((m) => ({ default: m.SocialSignUpPage })),
);

/** Pages the shell itself owns: the auth pages (web and /authorize for the app webview) and the error page. */
export function ShellPages() {
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
