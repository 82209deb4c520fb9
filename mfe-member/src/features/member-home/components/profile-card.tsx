import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { VIP_EXTRA_RATE, VIP_GRADE_ID, isAngelGrade } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { Button, Card, media } from '@joy/ui';
import { useMemberRecord } from '../../../lib/get-member-record';

const Box = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 20px;
  margin-bottom: 16px;
  h1 { margin: 0; font-size: 1.25rem; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
  ${media.tablet} { h1 { font-size: 1.4rem; } }
`;

const Avatar = styled.span`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  overflow: hidden;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-size: 1.6rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
  background: ${({ theme }) => theme.color.primarySoft};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Who = styled.div`
  flex: 1 1 160px;
  min-width: 0;
`;

const Grade = styled.span<{ $plan: boolean }>`
  display: inline-block;
  margin-top: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $plan }) => ($plan ? '#fff' : theme.color.muted)};
  background: ${({ theme, $plan }) => ($plan ? theme.color.primaryDark : theme.color.surface)};
`;

const Upgrade = styled.div`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primarySoft};
  p { margin: 0; color: ${({ theme }) => theme.color.text}; }
`;

type Grade = 'angel' | 'vip' | 'member';

const gradeOf = (id: number): Grade => (isAngelGrade(id) ? 'angel' : id === VIP_GRADE_ID ? 'vip' : 'member');
const GRADE_LABELS: Readonly<Record<Grade, string>> = { angel: '天使會員', vip: 'VIP 會員', member: '一般會員' };

/**
 * The member at the top of the hub: avatar, name and grade (§6). VIP and angel members see
 * their plan wording and a way to the plan; others the upgrade-to-VIP entry.
 */
export function ProfileCard() {
  const member = useAuth((s) => s.member);
  const storedAvatar = useAuth((s) => s.avatar);
  const { data: record } = useMemberRecord();
  const name = record?.name ?? member?.name ?? '會員';
  const avatar = record?.avatar || member?.avatar || storedAvatar;
  const grade = record ? gradeOf(record.member_grade_id) : null;
  return (
    <Box as="section" aria-labelledby="home-greeting" aria-busy={!record}>
      <Avatar aria-hidden="true">{avatar ? <img src={avatar} alt="" width={64} height={64} /> : name.slice(0, 1)}</Avatar>
      <Who>
        <h1 id="home-greeting">{name}，歡迎回來</h1>
        {grade && (
          <Grade $plan={grade !== 'member'} aria-label={`會員等級：${GRADE_LABELS[grade]}`}>
            {GRADE_LABELS[grade]}
          </Grade>
        )}
        {grade === 'angel' && <p>樂粉經銷商，享 VIP 全部權益與天使獎金</p>}
        {grade === 'vip' && <p>付款消費享額外 {VIP_EXTRA_RATE}% 樂幣回饋</p>}
      </Who>
      {grade === 'member' ? (
        <Upgrade>
          <p>升級 VIP，付款消費享額外 {VIP_EXTRA_RATE}% 樂幣回饋</p>
          <Button as={Link} to="/member/angelPlan">
            升級 VIP
          </Button>
        </Upgrade>
      ) : (
        grade && (
          <Button as={Link} to="/member/angelPlan" $variant="ghost">
            我的 VIP 方案
          </Button>
        )
      )}
    </Box>
  );
}
