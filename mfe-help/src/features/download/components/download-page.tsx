import styled from 'styled-components';
import { Button, Page, media } from '@joy/ui';
import { storeLinks } from '@joy/ui';

const Hero = styled.section`
  text-align: center;
  padding: 24px 0;
  p { color: ${({ theme }) => theme.color.muted}; line-height: 1.8; }
`;

const Points = styled.ul`
  text-align: left;
  max-width: 480px;
  margin: 16px auto;
  padding-left: 1.5em;
  line-height: 2;
`;

const Stores = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: stretch;
  max-width: 320px;
  margin: 24px auto 0;
  ${media.tablet} { flex-direction: row; max-width: none; justify-content: center; }
  a { min-width: 200px; }
`;

/** /download: a short pitch and the two store links. */
export function DownloadPage() {
  return (
    <Page>
      <Hero aria-labelledby="download-title">
        <h1 id="download-title">下載樂享 App</h1>
        <p>訂位、付款、集樂幣，一支手機全搞定。</p>
        <Points>
          <li>24 小時線上訂位，訂位通知即時收到</li>
          <li>在合作店家掃碼付款，最高享 20% 樂幣回饋</li>
          <li>樂幣紀錄、訂位紀錄與付款紀錄隨時查看</li>
        </Points>
        <Stores>
          {storeLinks.map((link) => (
            <Button key={link.store} as="a" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`在 ${link.store} 下載樂享 App（${link.platform}，另開新視窗）`}>
              {link.store}
            </Button>
          ))}
        </Stores>
      </Hero>
    </Page>
  );
}
