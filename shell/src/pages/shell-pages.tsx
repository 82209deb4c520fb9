import { Route, Routes } from 'react-router-dom';
import { PagePlaceholder } from '@joy/ui';
import { ErrorPage } from './error-page';

/** Pages the shell itself owns: the auth pages (filled by the accounts work) and the error page. */
const authPages: Array<[string, string]> = [
  ['/sign-up', '註冊'],
  ['/quick-sign-up', '快速註冊'],
  ['/request-password-reset', '忘記密碼'],
  ['/setting-password', '設定密碼'],
  ['/social-signup', '社群帳號註冊'],
  ['/authorize', '登入'],
  ['/authorize/sign-up', '註冊'],
  ['/authorize/setting-password', '設定密碼'],
  ['/authorize/social-signup', '社群帳號註冊'],
  ['/authorize/request-password-reset', '忘記密碼'],
];

export function ShellPages() {
  return (
    <Routes>
      {authPages.map(([path, title]) => (
        <Route key={path} path={path} element={<PagePlaceholder title={title} />} />
      ))}
      <Route path="/error" element={<ErrorPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
