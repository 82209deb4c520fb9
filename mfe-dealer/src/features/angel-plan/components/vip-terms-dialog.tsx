import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog } from '@joy/ui';

const Terms = styled.ul`
  padding-left: 20px;
  margin: 0 0 12px;
  font-size: 0.95rem;
  line-height: 1.6;
`;

const Choice = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  legend { font-weight: 600; margin-bottom: 6px; }
  label { display: flex; gap: 8px; align-items: flex-start; margin-bottom: 6px; }
`;

const Error = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 0 0 8px;
`;

export type Consent = 'adult' | 'guardian';

/**
 * The VIP terms (§6): 18+ or, for a minor, the legal guardian's consent, with a valid card;
 * the benefits; and the §9 rules. Continuing needs an age answer and agreement to the terms.
 */
export function VipTermsDialog({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept: (consent: Consent) => void }) {
  const [consent, setConsent] = useState<Consent | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const name = useId();

  const accept = () => {
    if (!consent) return setError('請選擇年齡資格');
    if (!agreed) return setError('請閱讀並同意 VIP 會員條款');
    setError('');
    onAccept(consent);
  };

  return (
    <Dialog open={open} title="VIP 會員條款" onClose={onClose} width={480}>
      <Terms>
        <li>須年滿 18 歲；未滿 18 歲者須經法定代理人同意，並綁定有效信用卡。</li>
        <li>權益：每月付款消費前 1,000 元額外享 18% 樂幣回饋；邀請好友首次付款，雙方各得 50 樂幣；推薦店家享該店每月營收千分之一；天使獎金為七層下線消費 0.1% 現金。</li>
        <li>月費方案每期 30 天，於購買時及續訂前 48 小時以綁定信用卡扣款。</li>
        <li>如需取消，請於方案到期前 72 小時完成；已扣款項恕不退費；扣款失敗將自動取消 VIP 資格。</li>
      </Terms>
      <Choice>
        <legend>年齡資格</legend>
        <label>
          <input type="radio" name={name} checked={consent === 'adult'} onChange={() => setConsent('adult')} />
          我已年滿 18 歲
        </label>
        <label>
          <input type="radio" name={name} checked={consent === 'guardian'} onChange={() => setConsent('guardian')} />
          我未滿 18 歲，已取得法定代理人同意
        </label>
      </Choice>
      <Choice as="div">
        <label>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          我已閱讀並同意 VIP 會員條款
        </label>
      </Choice>
      {error && <Error role="alert">{error}</Error>}
      <Button type="button" onClick={accept} style={{ width: '100%' }}>
        同意並繼續
      </Button>
    </Dialog>
  );
}
