import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@joy/auth';
import { media, storeLinks } from '@joy/ui';

/** §2: closing the banner lasts for the browser session. */
export const BANNER_CLOSED_KEY = 'discovery:app-banner-closed';

/** On a phone the text has the first line to itself and the store links go below it; the × stays top right. */
const Bar = styled.aside`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 16px;
  padding: 10px 44px 10px 14px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primarySoft};
  p { flex: 1 1 100%; margin: 0; font-size: 0.9rem; }
  a { font-weight: 600; color: ${({ theme }) => theme.color.primaryDark}; white-space: nowrap; }
  a:focus-visible, button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  button { position: absolute; top: 4px; right: 4px; min-width: 40px; min-height: 40px; border: 0; background: none; font-size: 1.4rem; line-height: 1; cursor: pointer; }
  ${media.tablet} {
    flex-wrap: nowrap;
    p { flex: 1 1 auto; }
  }
`;

const isClosed = () => {
  try {
    return sessionStorage.getItem(BANNER_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** Download-the-app banner: home only, hidden inside the app (?app=1) and once closed this session. */
export function DownloadBanner() {
  const [params] = useSearchParams();
  const inApp = useAuth((s) => s.inApp) || params.get('app') === '1';
  const [closed, setClosed] = useState(isClosed);
  if (inApp || closed) return null;

  const close = () => {
    try {
      sessionStorage.setItem(BANNER_CLOSED_KEY, '1');
    } catch {
      // Blocked storage: the banner stays closed until the page reloads.
    }
    setClosed(true);
  };

  return (
    <Bar aria-label="下載樂享 App">
      <p>下載樂享 App，24 小時隨時訂位，付款最高享 20% 樂幣回饋！</p>
      {storeLinks.map((link) => (
        <a key={link.store} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.store}
        </a>
      ))}
      <button type="button" aria-label="關閉下載提示" onClick={close}>
        ×
      </button>
    </Bar>
  );
}
