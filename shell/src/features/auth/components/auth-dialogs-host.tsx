import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '@joy/contract';
import { on, setLoading } from '@joy/bus';
import { authStore } from '@joy/auth';
import { Button, Dialog } from '@joy/ui';
import { logoutOnServer } from '../api/logout';
import { afterLogin, LOGIN_SUCCESS_MS, LOGOUT_DELAY_MS } from '../lib/after-login';
import { LOGIN_SUCCESS_EVENT } from '../lib/finish-login';

// The login form (and its validation) is fetched the first time someone opens it.
const LoginDialog = lazy(() => import(/* webpackChunkName: "login-dialog" */ './login-dialog').then((m) => ({ default: m.LoginDialog })));

const Center = styled.div`
  text-align: center;
  p { font-size: 1.1rem; }
  div { display: flex; gap: 12px; justify-content: center; }
`;

/** Emitted by the navbar and any remote: open the logout confirmation. */
export const LOGOUT_EVENT = 'joy:shell:confirm-logout';

/**
 * The login dialog, the 登入成功 dialog and the logout confirmation, driven by the bus so any
 * remote can ask for a login (footer member links, booking as member, …).
 */
export function AuthDialogsHost() {
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginUsed, setLoginUsed] = useState(false);
  const [success, setSuccess] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(
    () =>
      on('auth:open-login', () => {
        setLoginUsed(true);
        setLoginOpen(true);
      }),
    [],
  );
  useEffect(() => {
    const open = () => setConfirmLogout(true);
    window.addEventListener(LOGOUT_EVENT, open);
    return () => window.removeEventListener(LOGOUT_EVENT, open);
  }, []);
  // §4: a 401 on a member call logs out and returns home.
  useEffect(() => on('auth:logout', ({ reason }) => reason === 'unauthorized' && navigate('/')), [navigate]);

  const onLoggedIn = useCallback(() => {
    setLoginOpen(false);
    setSuccess(true);
    setTimeout(() => {
      setSuccess(false);
      if (afterLogin(pathname) === 'home') navigate('/', { replace: true });
      else window.location.reload();
    }, LOGIN_SUCCESS_MS);
  }, [navigate, pathname]);

  useEffect(() => {
    window.addEventListener(LOGIN_SUCCESS_EVENT, onLoggedIn);
    return () => window.removeEventListener(LOGIN_SUCCESS_EVENT, onLoggedIn);
  }, [onLoggedIn]);

  async function logout() {
    setConfirmLogout(false);
    setLoading(true);
    await logoutOnServer();
    authStore.getState().logout('user');
    setTimeout(() => {
      setLoading(false);
      navigate('/');
    }, LOGOUT_DELAY_MS);
  }

  return (
    <>
      {loginUsed && (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} onSuccess={onLoggedIn} />
        </Suspense>
      )}
      <Dialog open={success} onClose={() => setSuccess(false)}>
        <Center role="status">
          <p>
            <span aria-hidden="true">✓ </span>
            {messages.loginSuccess}
          </p>
        </Center>
      </Dialog>
      <Dialog open={confirmLogout} title="確定要登出嗎？" onClose={() => setConfirmLogout(false)}>
        <Center>
          <div>
            <Button type="button" $variant="ghost" onClick={() => setConfirmLogout(false)}>
              取消
            </Button>
            <Button type="button" onClick={() => void logout()}>
              登出
            </Button>
          </div>
        </Center>
      </Dialog>
    </>
  );
}
