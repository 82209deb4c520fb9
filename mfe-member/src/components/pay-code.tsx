import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, media } from '@joy/ui';
import { copyText } from '../lib/copy-text';
import { groupCode } from '../lib/coins';
import { payCodeImages, type PayCodeImages } from '../lib/pay-code-images';

const Box = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primarySoft};
  text-align: center;
  h2 { margin: 0; font-size: 1rem; }
  output {
    display: block;
    margin: 8px 0;
    font: 700 1.7rem/1.3 ui-monospace, 'SFMono-Regular', Menlo, monospace;
    letter-spacing: 0.08em;
    overflow-wrap: anywhere;
    user-select: all;
  }
  p { margin: 0 0 10px; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
  ${media.tablet} { output { font-size: 2rem; } }
`;

/** White behind the codes whatever the card's colour: scanners want dark on light with a quiet zone. */
const Codes = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  margin: 12px auto 0;
  padding: 12px;
  max-width: 320px;
  background: #fff;
  border-radius: 8px;
  svg { display: block; }
  .qr { width: min(200px, 60vw); height: auto; aspect-ratio: 1; }
  .bars { width: 100%; height: 64px; }
`;

const Placeholder = styled.div`
  width: min(200px, 60vw);
  aspect-ratio: 1;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

type State = { code: string; images: PayCodeImages | null; failed: boolean };

/**
 * The member's pay code as the cashier scans it: a QR code and a Code 128 barcode, with the
 * code in text below (read aloud, typed, or copied) for a counter without a scanner. When the
 * code changes (it is re-fetched on every coin change), both images are drawn again; the old
 * ones are never shown beside the new text.
 */
export function PayCode({ code }: { code: string }) {
  const [state, setState] = useState<State>({ code, images: null, failed: false });
  useEffect(() => {
    let current = true;
    payCodeImages(code).then(
      (images) => current && setState({ code, images, failed: false }),
      () => current && setState({ code, images: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  const images = state.code === code ? state.images : null;
  const failed = state.code === code && state.failed;

  return (
    <Box aria-labelledby="pay-code-title">
      <h2 id="pay-code-title">會員付款碼</h2>
      <Codes>
        {images ? (
          <>
            <svg className="qr" role="img" aria-label={`會員付款碼 QR Code：${code}`} viewBox={`0 0 ${images.qr.size} ${images.qr.size}`} shapeRendering="crispEdges" data-code={images.code}>
              <rect width="100%" height="100%" fill="#fff" />
              <path d={images.qr.path} fill="#000" />
            </svg>
            {images.barcode && (
              <svg className="bars" role="img" aria-label={`會員付款碼條碼：${code}`} viewBox={`0 0 ${images.barcode.width} 1`} preserveAspectRatio="none" shapeRendering="crispEdges" data-code={images.code}>
                <rect width="100%" height="100%" fill="#fff" />
                <path d={images.barcode.path} fill="#000" />
              </svg>
            )}
          </>
        ) : failed ? (
          <Placeholder role="status">條碼暫時無法顯示，請向店員出示下方號碼</Placeholder>
        ) : (
          <Placeholder role="status" aria-busy="true">
            付款碼產生中…
          </Placeholder>
        )}
      </Codes>
      <output aria-label={`會員付款碼 ${code}`}>{groupCode(code)}</output>
      <p>於合作店家結帳時出示此碼，即可使用樂幣折抵並獲得回饋</p>
      <Button type="button" onClick={() => void copyText(code, '付款碼')}>
        複製付款碼
      </Button>
    </Box>
  );
}
