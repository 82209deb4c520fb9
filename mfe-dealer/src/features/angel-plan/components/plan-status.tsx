import { useState } from 'react';
import styled from 'styled-components';
import { isAngelGrade, programPeriod, subscriptionMessages, VIP_GRADE_ID, type DealerData, type DealerProgram } from '@joy/contract';
import { Button, Card, Dialog, formatDate } from '@joy/ui';
import { errorText } from '../../../lib/errors';
import { cancel, changePlan } from '../api/subscription';
import { CardLabel } from './card-label';

const Panel = styled(Card)`
  padding: 20px;
  margin-bottom: 20px;
  h2 { margin: 0 0 8px; font-size: 1.2rem; }
  p { margin: 4px 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 12px;
  align-items: center;
  select { font: inherit; padding: 8px; border-radius: 8px; }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/** §6: grade 3 is VIP, above 3 angel; others see the upgrade entry. */
export function gradeWording(grade: number): string {
  if (isAngelGrade(grade)) return '您是天使會員（樂粉經銷商），享 VIP 全部權益與天使獎金';
  if (grade === VIP_GRADE_ID) return '您是 VIP 會員，享額外 18% 樂幣回饋';
  return '升級 VIP，付款消費享額外 18% 樂幣回饋';
}

interface Props {
  data: DealerData;
  programs: DealerProgram[];
  onChanged: (message: string) => Promise<void>;
}

/** The member's plan: wording by grade, the period, renewal or cancellation, card; change and cancel. */
export function PlanStatus({ data, programs, onChanged }: Props) {
  const s = data.subscription;
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const active = s.status === 'active';
  const next = s.next_program_id ?? s.program_id;

  const run = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setAlert('');
    try {
      await action();
      await onChanged(message);
    } catch (error) {
      setAlert(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const askCancel = () => {
    // §9: the server refuses a cancellation within 72 h of the end; say so before asking.
    if (s.cancel_deadline && Date.now() > Date.parse(s.cancel_deadline)) setAlert(subscriptionMessages.cancelTooLate);
    else setConfirming(true);
  };

  return (
    <Panel as="section" aria-labelledby="plan-status">
      <h2 id="plan-status">{gradeWording(data.member_grade_id)}</h2>
      {active && s.period_end && (
        <>
          <p>
            目前方案：{s.program_name}（每{programPeriod(s.program_id ?? 1)}）
          </p>
          <p>方案到期：{formatDate(s.period_end, true)}</p>
          {s.cancel_at_period_end ? (
            <p>已取消續訂，VIP 權益保留至 {formatDate(s.period_end, true)}</p>
          ) : (
            <>
              {s.renews_at && <p>將於 {formatDate(s.renews_at, true)} 自動續訂扣款</p>}
              {s.cancel_deadline && <p>取消續訂期限：{formatDate(s.cancel_deadline, true)}（方案到期前 72 小時）</p>}
            </>
          )}
          {s.card && (
            <p>
              扣款卡片：<CardLabel card={s.card} />
            </p>
          )}
          {!s.cancel_at_period_end && (
            <Actions>
              <label>
                續訂方案{' '}
                <select value={next ?? ''} disabled={busy} onChange={(e) => void run(() => changePlan(Number(e.target.value)), subscriptionMessages.changed)}>
                  {programs.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="button" $variant="ghost" disabled={busy} onClick={askCancel}>
                取消續訂
              </Button>
            </Actions>
          )}
        </>
      )}
      {s.status === 'failed' && <p>續訂扣款失敗，VIP 資格已取消。您可以重新訂閱。</p>}
      {s.status === 'ended' && <p>VIP 方案已到期，歡迎重新訂閱。</p>}
      {alert && <Alert role="alert">{alert}</Alert>}
      <Dialog open={confirming} title="取消續訂" onClose={() => setConfirming(false)}>
        <p>確定要取消續訂嗎？VIP 權益保留至 {s.period_end ? formatDate(s.period_end, true) : ''}，已扣款項恕不退費。</p>
        <Button
          type="button"
          disabled={busy}
          style={{ width: '100%' }}
          onClick={() => {
            setConfirming(false);
            void run(cancel, subscriptionMessages.cancelled);
          }}
        >
          確定取消續訂
        </Button>
      </Dialog>
    </Panel>
  );
}
