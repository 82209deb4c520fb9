import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DealerPage } from '../../../components/dealer-page';

const Terms = styled.ol`
  padding-left: 20px;
  line-height: 1.7;
`;

/** /member/contract-request: the angel programme's terms (the angel-plan spec) and the way to join. */
export function ContractRequestPage() {
  return (
    <DealerPage title="天使計畫合約" back={{ to: '/member/angelPlan', label: 'VIP 方案' }}>
      <Terms>
        <li>天使（樂粉經銷商）須為有效之 VIP 會員，並提供經銷資料寄送地址。</li>
        <li>天使獎金：每月結算您七層下線會員於合作店家付款之現金金額的 0.1%，以新台幣計。</li>
        <li>店家推薦獎勵：您推薦之店家每月營收的千分之一，每家店僅限一位推薦人。</li>
        <li>獎金與獎勵可提領至您的經銷商銀行帳戶，提領申請經審核後匯款。</li>
        <li>VIP 方案到期或扣款失敗時，VIP 權益停止；天使資格與已結算之獎金不受影響。</li>
      </Terms>
      <Link to="/member/join-angel">同意並申請加入天使計畫</Link>
    </DealerPage>
  );
}
