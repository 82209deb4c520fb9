import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useMember } from '../api/get-member';
import { FormSection } from './form-section';
import { ProfileForm } from './profile-form';
import { PasswordForm } from './password-form';
import { SmsRemindersSetting } from './sms-reminders-setting';
import { DeleteAccount } from './delete-account';

const Avatar = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  img, .initial {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.color.primarySoft};
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 1.8rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  a { font-weight: 600; color: ${({ theme }) => theme.color.primaryDark}; }
`;

function Settings() {
  const { data: member, error, isLoading, mutate } = useMember();
  if (isLoading) return <ListSkeleton rows={3} height={180} />;
  if (error || !member) return <ErrorState onRetry={() => void mutate()} />;
  return (
    <>
      <FormSection aria-labelledby="avatar-title">
        <h2 id="avatar-title">頭像</h2>
        <Avatar>
          {member.avatar ? <img src={member.avatar} alt="目前的頭像" width={72} height={72} /> : <span className="initial" aria-hidden="true">{member.name.slice(0, 1)}</span>}
          <Link to="/member/settings/avatar">更換頭像</Link>
        </Avatar>
      </FormSection>
      <ProfileForm key={member.id} member={member} onSaved={(record) => void mutate(record, { revalidate: false })} />
      <SmsRemindersSetting key={`reminders-${member.id}`} member={member} onSaved={(record) => void mutate(record, { revalidate: false })} />
      <PasswordForm socialMember={member.login_type !== 'general'} />
      <DeleteAccount member={member} />
    </>
  );
}

/** /member/settings: avatar, profile, booking reminders by SMS, password and account deletion. */
export function SettingsPage() {
  return (
    <MemberPage title="帳號設定">
      <Settings />
    </MemberPage>
  );
}
