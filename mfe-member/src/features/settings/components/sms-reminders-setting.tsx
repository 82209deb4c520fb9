import { useId, useState } from 'react';
import styled from 'styled-components';
import { messages, REMINDER_WORDS, type MemberRecord } from '@joy/contract';
import { toast } from '@joy/bus';
import { updateMember } from '../api/update-member';
import { FormSection } from './form-section';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  label { font-weight: 600; cursor: pointer; }
  p { margin: 4px 0 0; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

/** A checkbox drawn as a switch: the platform's keyboard and screen-reader behaviour, role switch. */
const Switch = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  appearance: none;
  flex: none;
  position: relative;
  width: 52px;
  height: 30px;
  margin: 0;
  border-radius: 15px;
  background: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  &:checked { background: ${({ theme }) => theme.color.primary}; }
  &:checked::after { transform: translateX(22px); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primaryDark}; outline-offset: 2px; }
  &[aria-busy='true'] { opacity: 0.6; cursor: progress; }
  @media (prefers-reduced-motion: reduce) { transition: none; &::after { transition: none; } }
`;

/**
 * 訂位提醒: 「以簡訊提醒訂位」 — booking reminders by SMS as well as by notification (on by
 * default). The switch saves at once; a failure puts it back and says 失敗.
 */
export function SmsRemindersSetting({ member, onSaved }: { member: MemberRecord; onSaved: (record: MemberRecord) => void }) {
  const [on, setOn] = useState(member.sms_reminders);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function toggle(next: boolean) {
    // One save at a time; the switch stays focusable (not disabled) while it saves.
    if (busy) return;
    setOn(next);
    setBusy(true);
    try {
      const record = await updateMember({ sms_reminders: String(next) });
      setOn(record.sms_reminders);
      onSaved(record);
      toast(messages.settingsSaved, 'success');
    } catch {
      setOn(!next);
      toast(messages.failed, 'failure');
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>訂位提醒</h2>
      <Row>
        <div>
          <label htmlFor={`${id}-switch`}>{REMINDER_WORDS.smsSetting}</label>
          <p id={`${id}-hint`}>{REMINDER_WORDS.smsSettingHint}</p>
        </div>
        <Switch id={`${id}-switch`} aria-describedby={`${id}-hint`} checked={on} aria-busy={busy} onChange={(e) => void toggle(e.target.checked)} />
      </Row>
    </FormSection>
  );
}
