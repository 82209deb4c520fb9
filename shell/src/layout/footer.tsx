import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { storeLinks } from '@joy/ui';
import { useAuth } from '@joy/auth';
import { openLogin } from '@joy/bus';
import { LegalDialogHost, type LegalKind } from './legal-dialog-host';

const Foot = styled.footer`
  margin-top: 48px;
  background: #2b2b2b;
  color: #ddd;
  padding: 32px 16px;
  font-size: 0.9rem;
  nav { max-width: ${({ theme }) => theme.breakpoint.desktop}px; margin: 0 auto; display: flex; flex-wrap: wrap; gap: 8px 24px; }
  a, button { color: #ddd; text-decoration: none; background: none; border: 0; padding: 0; font: inherit; cursor: pointer; }
  a:hover, button:hover { text-decoration: underline; }
  p { max-width: ${({ theme }) => theme.breakpoint.desktop}px; margin: 16px auto 0; color: #999; }
`;

export function Footer() {
  const [legal, setLegal] = useState<LegalKind | null>(null);
  const token = useAuth((s) => s.token);
  return (
    <Foot>
      <nav aria-label="頁尾">
        <Link to="/help/about-us/a-1">關於我們</Link>
        <Link to="/partner">合作店家</Link>
        <Link to="/cooperation">商務合作</Link>
        <Link to="/contact">聯絡我們</Link>
        <Link to="/help">幫助中心</Link>
        {/* Member links need a login; logged out they open the login dialog (§2 footer). */}
        {token ? (
          <Link to="/member">會員中心</Link>
        ) : (
          <button type="button" onClick={() => openLogin('/member')}>
            會員中心
          </button>
        )}
        <Link to="/download">下載 App</Link>
        {storeLinks.map((link) => (
          <a key={link.store} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.store}
          </a>
        ))}
        <button type="button" onClick={() => setLegal('privacy-policy')}>
          隱私權政策
        </button>
        <button type="button" onClick={() => setLegal('terms')}>
          服務條款
        </button>
      </nav>
      {legal && <LegalDialogHost kind={legal} onClose={() => setLegal(null)} />}
      <p>© 樂享 24 小時線上訂位・付款最高享 20% 樂幣回饋</p>
    </Foot>
  );
}
