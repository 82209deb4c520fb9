import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@joy/ui';
import type { SocialProvider } from '../api/social';
import { signIn } from '../lib/social-sign-in';

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
 * Social login (§4) with each provider's web SDK (lib/social-sign-in.ts). No SDK loads with the
 * page: the first press fetches the social configuration and the provider's script; the button
 * is busy until they are there.
 */
export function SocialButtons({ onStart, handoff = false }: { onStart?: () => void; handoff?: boolean }) {
  const [loading, setLoading] = useState<SocialProvider | null>(null);
  const googleSlot = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const start = (provider: SocialProvider, label: string) => {
    setLoading(provider);
    const context = { googleSlot: googleSlot.current as HTMLElement, navigate, onStart, handoff, loaded: () => setLoading(null) };
    void signIn(provider, label, context);
  };

  return (
    <>
      <Row aria-label="使用社群帳號登入" role="group">
        {providers.map(([provider, label]) => (
          <Button key={provider} type="button" $variant="ghost" aria-busy={loading === provider} disabled={loading === provider} onClick={() => start(provider, label)}>
            {label}
          </Button>
        ))}
      </Row>
      {/* Google's own button, rendered by GIS after the first press (for when One Tap is not shown). */}
      <div ref={googleSlot} style={{ display: 'flex', justifyContent: 'center' }} />
    </>
  );
}
