import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { programPeriod, subscriptionMessages, type DealerProgram } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { openLogin, toast } from '@joy/bus';
import { Button, Card, EmptyState, ErrorState, Loading, Page, formatNumber, media } from '@joy/ui';
import { refreshMemberAndDealer, useMemberDealer } from '../../../lib/dealer-api';
import { useDealerPrograms } from '../api/get-dealer-programs';
import { ActivatePlanForm } from './activate-plan-form';
import { PlanStatus } from './plan-status';
import { SubscribeDialog } from './subscribe-dialog';
import { VipTermsDialog, type Consent } from './vip-terms-dialog';

const Plans = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 16px;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
`;

const Plan = styled(Card).attrs({ as: 'li' })`
  padding: 20px;
  h2 { margin: 0 0 4px; }
  strong { font-size: 1.6rem; color: ${({ theme }) => theme.color.primary}; }
`;

/** §9: subscription program id 1 is monthly, every other program yearly. */
export const periodLabel = programPeriod;

const Benefits = styled.ul`
  padding-left: 20px;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * /member/angelPlan (§2, §4): the programs; for a member, the plan with wording by grade.
 * Subscribing opens the VIP terms (18+ or guardian consent), then the card step; subscribe,
 * change and cancel refresh the member and dealer data and land on /member/angelPlan.
 */
export function AngelPlanPage() {
  const { data, error, isLoading, mutate } = useDealerPrograms();
  const token = useAuth((s) => s.token);
  const dealer = useMemberDealer();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<DealerProgram | null>(null);
  const [consent, setConsent] = useState<Consent | null>(null);
  const subscribed = dealer.data?.subscription.status === 'active';

  const changed = async (message: string) => {
    toast(message, 'success');
    await refreshMemberAndDealer();
    navigate('/member/angelPlan');
  };

  const choose = (program: DealerProgram) => {
    if (!token) return openLogin('/member/angelPlan');
    setConsent(null);
    setChosen(program);
  };

  return (
    <Page>
      <h1>VIP 方案</h1>
      {dealer.data && data && <PlanStatus data={dealer.data} programs={data} onChanged={changed} />}
      <Benefits>
        <li>每月付款消費前 1,000 元，額外享 18% 樂幣回饋</li>
        <li>邀請好友首次付款，雙方各得 50 樂幣</li>
        <li>推薦店家，享該店每月營收千分之一</li>
        <li>天使獎金：七層下線消費 0.1% 現金回饋</li>
      </Benefits>
      {isLoading && <Loading />}
      {error && <ErrorState onRetry={() => void mutate()} />}
      {data && data.length === 0 && <EmptyState message="目前沒有可訂閱的方案" />}
      {data && data.length > 0 && (
        <Plans>
          {data.map((program) => (
            <Plan key={program.id}>
              <h2>{program.name}</h2>
              <p>
                <strong>NT$ {formatNumber(program.price)}</strong> / {periodLabel(program.id)}
              </p>
              <p>{program.description}</p>
              {!subscribed && (
                <Button type="button" onClick={() => choose(program)} aria-label={`訂閱${program.name}`}>
                  立即訂閱
                </Button>
              )}
            </Plan>
          ))}
        </Plans>
      )}
      <p>
        須年滿 18 歲（未成年須經法定代理人同意）並綁定有效信用卡。每期 30 天，於購買時及續約前 48 小時扣款；如需取消，請於方案到期前 72 小時完成，已扣款項恕不退費，扣款失敗將自動取消 VIP 資格。
      </p>
      {(!token || (dealer.data && !subscribed)) && <ActivatePlanForm loggedIn={Boolean(token)} onDone={(message) => void changed(message)} />}
      <VipTermsDialog open={Boolean(chosen) && !consent} onClose={() => setChosen(null)} onAccept={setConsent} />
      {chosen && consent && (
        <SubscribeDialog
          program={chosen}
          consent={consent}
          onClose={() => setChosen(null)}
          onDone={() => {
            setChosen(null);
            void changed(subscriptionMessages.subscribed);
          }}
        />
      )}
    </Page>
  );
}
