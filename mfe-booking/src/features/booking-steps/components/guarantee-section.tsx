import styled from 'styled-components';
import { guaranteeTexts, ntd, refundTierLines, type DepositPolicy, type GuaranteeKind } from '@joy/contract';
import { CardFields, type CardFieldsState } from '@joy/ui/tpdirect';

const Box = styled.section`
  margin-top: 16px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  line-height: 1.7;
  h3 { margin: 0 0 6px; font-size: 1rem; }
  ul { margin: 4px 0 12px; padding-left: 1.2em; }
  p { margin: 4px 0; }
`;

const Amount = styled.p`
  font-weight: 600;
`;

const Agree = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin-top: 8px;
  input { margin-top: 0.35em; width: 18px; height: 18px; flex: none; }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

export interface GuaranteeNeed {
  kind: GuaranteeKind;
  amount: number;
  policy: DepositPolicy;
  /** Asked by the diner's no-show record, not by the store's rules. */
  byRecord: boolean;
}

/**
 * The confirm step's card guarantee: why a card is asked, the amount held (an authorisation, not
 * a charge, released at check-in), the refund tiers, the card fields and the explicit agreement.
 */
export function GuaranteeSection({
  need,
  people,
  fields,
  agreed,
  onAgree,
  error,
}: {
  need: GuaranteeNeed;
  people: number;
  fields: CardFieldsState;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  /** A decline, a missing card or an unfinished agreement, in words. */
  error: string | null;
}) {
  const title = need.kind === 'deposit' ? '訂金（信用卡預先授權）' : '信用卡擔保';
  const perPerson = need.policy.kind === 'deposit' ? need.policy.amount_per_person : need.policy.kind === 'card' ? need.policy.no_show_fee_per_person : 0;
  return (
    <Box aria-labelledby="guarantee-title">
      <h3 id="guarantee-title">{title}</h3>
      {need.byRecord && <p>{guaranteeTexts.guaranteeRequiredByNoShows}</p>}
      <Amount>
        將於您的信用卡預先授權 {ntd(need.amount)}（{people} 位 × {ntd(perPerson)}）
      </Amount>
      <p>這是預先授權，不是扣款：餐廳確認您入座後即釋放，不會出現在帳單上。{need.kind === 'card' ? '只有未到或逾時取消時才會依下列規則收取。' : '逾時取消或未到時依下列規則收取。'}</p>
      <ul aria-label="取消與退款規則">
        {refundTierLines(need.policy).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <CardFields fields={fields} />
      <Agree>
        <input type="checkbox" checked={agreed} onChange={(e) => onAgree(e.target.checked)} />
        <span>我已閱讀並同意訂位須知、預先授權金額與取消退款規則</span>
      </Agree>
      {error && <Alert role="alert">{error}</Alert>}
    </Box>
  );
}
