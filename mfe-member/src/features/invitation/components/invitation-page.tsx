import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { INVITE_REWARD_COINS, VIP_GRADE_ID } from '@joy/contract';
import { Button, Card, ErrorState, formatNumber, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { copyText } from '../../../lib/copy-text';
import { useMemberRecord } from '../../../lib/get-member-record';
import { useInvitation } from '../api/invitation';
import { IntroducerForm } from './introducer-form';

const Box = styled(Card)`
  padding: 20px;
  margin-bottom: 16px;
  ${media.tablet} { padding: 24px; }
  h2 { margin: 0 0 12px; font-size: 1.15rem; }
  p { color: ${({ theme }) => theme.color.muted}; }
`;

const Code = styled.output`
  display: block;
  margin: 8px 0 16px;
  font: 700 2rem/1.3 ui-monospace, 'SFMono-Regular', Menlo, monospace;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.color.primaryDark};
  user-select: all;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 0;
  text-align: center;
  dt { color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
  dd { margin: 4px 0 0; font-size: 1.6rem; font-weight: 700; }
  div { padding: 12px 4px; border-radius: ${({ theme }) => theme.radius}; background: ${({ theme }) => theme.color.surface}; }
`;

async function share(code: string) {
  const text = `加入樂享，註冊時填寫我的邀請碼 ${code}，首次付款後我們各得 ${INVITE_REWARD_COINS} 樂幣！`;
  try {
    await navigator.share({ title: '樂享邀請碼', text, url: `${window.location.origin}/sign-up` });
  } catch {
    // The member closed the share sheet: nothing to say.
  }
}

/** The invite reward is a VIP benefit (§6): a member below VIP is told so, with the way to the plan. */
function RewardRule() {
  const { data: record } = useMemberRecord();
  if (record && record.member_grade_id < VIP_GRADE_ID) {
    return (
      <p>
        邀請獎勵為 VIP 會員權益：成為 VIP 後，好友註冊時填寫您的邀請碼，於合作店家首次付款時，您與好友各得 {INVITE_REWARD_COINS} 樂幣。
        <Link to="/member/angelPlan">了解 VIP 方案</Link>
      </p>
    );
  }
  return <p>好友註冊時填寫您的邀請碼，於合作店家首次付款後，您與好友各得 {INVITE_REWARD_COINS} 樂幣。</p>;
}

function Invitation() {
  const { data, error, isLoading, mutate } = useInvitation();
  if (isLoading) return <ListSkeleton rows={3} height={120} />;
  if (error || !data) return <ErrorState onRetry={() => void mutate()} />;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <>
      <Box as="section" aria-labelledby="own-code-title">
        <h2 id="own-code-title">我的邀請碼</h2>
        <Code aria-label={`我的邀請碼 ${data.invite_code}`}>{data.invite_code}</Code>
        <RewardRule />
        <Buttons>
          <Button type="button" onClick={() => void copyText(data.invite_code, '邀請碼')}>
            複製邀請碼
          </Button>
          {canShare && (
            <Button type="button" $variant="ghost" onClick={() => void share(data.invite_code)}>
              分享給好友
            </Button>
          )}
        </Buttons>
      </Box>
      <Box as="section" aria-labelledby="counts-title">
        <h2 id="counts-title">邀請成果</h2>
        <Counts>
          <div>
            <dt>直接邀請</dt>
            <dd>{formatNumber(data.children)} 人</dd>
          </div>
          <div>
            <dt>間接邀請</dt>
            <dd>{formatNumber(data.grandchildren)} 人</dd>
          </div>
          <div>
            <dt>已獲得獎勵</dt>
            <dd>{formatNumber(data.reward_coins)} 樂幣</dd>
          </div>
        </Counts>
        <p>
          您是 VIP 會員時，每位好友完成首次付款，您可獲得 {INVITE_REWARD_COINS} 樂幣。{data.reward_coins > 0 && <Link to="/member/rewards">查看樂幣紀錄</Link>}
        </p>
      </Box>
      <Box as="section" aria-labelledby="introducer-title">
        <h2 id="introducer-title">我的邀請人</h2>
        {data.introducer_code ? (
          <p>
            您已填寫邀請碼 <strong>{data.introducer_code}</strong>，邀請碼僅能填寫一次。
          </p>
        ) : data.can_set_introducer ? (
          <>
            <p>若是朋友邀請您加入，請填寫對方的邀請碼（僅能填寫一次）。</p>
            <IntroducerForm onSet={(info) => void mutate(info, { revalidate: false })} />
          </>
        ) : (
          <p>邀請碼僅能填寫一次，您目前無法再填寫。</p>
        )}
      </Box>
    </>
  );
}

/** /member/invitationCode: own code (copy, share), children and grandchildren counts, and setting the inviter once. */
export function InvitationPage() {
  return (
    <MemberPage title="邀請碼">
      <Invitation />
    </MemberPage>
  );
}
