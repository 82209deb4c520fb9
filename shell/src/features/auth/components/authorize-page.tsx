import { Card, Page } from '@joy/ui';
import { LoginForm } from './login-dialog';
import { finishLogin } from '../lib/finish-login';

/** /authorize: the native app's login; the token goes back to the app by its custom link. */
export function AuthorizePage() {
  return (
    <Page>
      <Card style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
        <h1>登入帳號</h1>
        <LoginForm authorize onLoggedIn={(result, keep) => finishLogin(result, { handoff: true, keep })} />
      </Card>
    </Page>
  );
}
