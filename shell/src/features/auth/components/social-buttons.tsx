import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages } from '@joy/contract';
import { emit, toast } from '@joy/bus';
import { Button } from '@joy/ui';
import { getSocialConfig, localIdpToken, socialLogin, type SocialProvider } from '../api/social';
import { saveSocialSession } from '../lib/social-session';
import { finishLogin } from '../lib/finish-login';
import { LocalIdpDialog } from './local-idp-dialog';

/*
 * The three buttons share the row in equal columns that may shrink below their words' width
 * (a 320 px phone leaves the dialog about 240 px), wrapping to a second line before they
 * would overflow, and keep clear of the dialog's edges.
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 84px), 1fr));
  gap: 8px;
  margin: 12px 0;
  padding: 0 4px;
  > button { min-width: 0; padding-left: 8px; padding-right: 8px; overflow-wrap: anywhere; }
`;

const providers: Array<[SocialProvider, string]> = [
  ['facebook', 'Facebook'],
  ['google', 'Google'],
  ['apple', 'Apple'],
];

/**
 * Social login (§4): the provider's ID token is sent with the social id. An unknown social
 * account (手機尚未驗證 or 帳號或密碼錯誤) continues at /social-signup to verify a phone.
 */
export function SocialButtons({ onStart, handoff = false }: { onStart?: () => void; handoff?: boolean }) {
  const [localFor, setLocalFor] = useState<SocialProvider | null>(null);
  const navigate = useNavigate();

  async function start(provider: SocialProvider) {
    try {
      const config = await getSocialConfig();
      if (config.mode === 'local') return setLocalFor(provider);
      toast('請使用 App 以社群帳號登入', 'info');
    } catch {
      toast(messages.operationFailed, 'failure');
    }
  }

  async function withIdentity(provider: SocialProvider, identity: { sub: string; email: string; name: string }) {
    setLocalFor(null);
    let idToken = '';
    try {
      idToken = await localIdpToken(provider, identity.sub, identity.email, identity.name);
      const result = await socialLogin(provider, identity.sub, idToken);
      onStart?.();
      finishLogin(result, { handoff });
    } catch (error) {
      if (!(error instanceof ApiError)) return toast(messages.loginFailed, 'failure');
      if (error.message === messages.phoneNotVerified || error.message === messages.wrongCredentials || error.message === messages.loginFailed) {
        saveSocialSession({ provider, socialId: identity.sub, idToken, email: identity.email, name: identity.name });
        onStart?.();
        const query = new URLSearchParams({ type: provider, ...(provider === 'apple' ? { updatePhone: '1' } : {}) });
        return navigate(`${handoff ? '/authorize' : ''}/social-signup?${query}`);
      }
      if (error.message === messages.accountDeleted) return emit('ui:message', { title: '帳號已刪除', message: error.message });
      toast(error.message, 'failure');
    }
  }

  return (
    <>
      <Row aria-label="使用社群帳號登入" role="group">
        {providers.map(([provider, label]) => (
          <Button key={provider} type="button" $variant="ghost" onClick={() => void start(provider)}>
            {label}
          </Button>
        ))}
      </Row>
      {localFor && <LocalIdpDialog provider={localFor} onClose={() => setLocalFor(null)} onDone={(identity) => void withIdentity(localFor, identity)} />}
    </>
  );
}
