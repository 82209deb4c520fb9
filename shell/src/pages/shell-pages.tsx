import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPage, type LazyPage } from '@joy/ui';
import { normalisePath } from '../routes/match';
import { ErrorPage } from './error-page';

interface AuthPageProps {
  /** The app webview's variant (/authorize/…): the page hands the login back to the app. */
  handoff?: boolean;
}

// The auth pages are fetched on first visit (with their form validation), not with the
// shell's first load: most visits never open them. A page whose chunk is in renders at once
// (lazyPage), so the start fetches the page of the address first (`preloadShellPageOf`) and the
// frame the server rendered is taken over with its form in one pass: the form is live when the
// frame stops being inert, and nothing typed into it is left outside React's state.
const SignUpPage = lazyPage<AuthPageProps>(() => import(/* webpackChunkName: "auth-pages" */ '../features/auth/components/sign-up-page').then((m) => m.SignUpPage));
const RequestPasswordResetPage = lazyPage<AuthPageProps>(() =>
  import(/* webpackChunkName: "auth-pages" */ '../features/auth/components/request-password-reset-page').then((m) => m.RequestPasswordResetPage),
);
const SettingPasswordPage = lazyPage<AuthPageProps>(() =>
  import(/* webpackChunkName: "auth-pages" */ '../features/auth/components/setting-password-page').then((m) => m.SettingPasswordPage),
);
// /authorize is the login form in a page: it shares the login dialog's chunk rather than copying the form into this one.
const AuthorizePage = lazyPage<AuthPageProps>(() => import(/* webpackChunkName: "login-dialog" */ '../features/auth/components/authorize-page').then((m) => m.AuthorizePage));
const SocialSignUpPage = lazyPage<AuthPageProps>(() =>
  import(/* webpackChunkName: "auth-pages" */ '../features/auth/components/social-sign-up-page').then((m) => m.SocialSignUpPage),
);

/** The shell's own pages by path, and whether it is the app webview's variant. */
const pages: Array<[path: string, page: LazyPage<AuthPageProps>, handoff?: boolean]> = [
  ['/sign-up', SignUpPage],
  ['/quick-sign-up', SignUpPage],
  ['/request-password-reset', RequestPasswordResetPage],
  ['/setting-password', SettingPasswordPage],
  ['/social-signup', SocialSignUpPage],
  ['/authorize', AuthorizePage],
  ['/authorize/sign-up', SignUpPage, true],
  ['/authorize/request-password-reset', RequestPasswordResetPage, true],
  ['/authorize/setting-password', SettingPasswordPage, true],
  ['/authorize/social-signup', SocialSignUpPage, true],
];

/** Fetches the code of the shell's page at `pathname`, if it is one (a fetch that fails is left to the page's render). */
export function preloadShellPageOf(pathname: string): Promise<void> {
  const path = normalisePath(pathname);
  const page = pages.find(([pattern]) => pattern === path)?.[1];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

/** Pages the shell itself owns: the auth pages (web and /authorize for the app webview) and the error page. */
export function ShellPages() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {pages.map(([path, Page, handoff]) => (
          <Route key={path} path={path} element={handoff ? <Page handoff /> : <Page />} />
        ))}
        <Route path="/error" element={<ErrorPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
