import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { subscriptionMessages as m } from '@joy/contract';
import { schemas, validate } from '@joy/contract/forms';
import { openLogin } from '@joy/bus';
import { Button, Card, TextField } from '@joy/ui';
import { errorText, fieldErrors } from '../../../lib/errors';
import { activatePlan } from '../api/activate-plan';

const Box = styled(Card).attrs({ as: 'section' })`
  padding: 20px;
  margin: 16px 0;
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
`;

/**
 * 啟用贈送方案: a friend who received a joy dealer's gift by SMS opens its link
 * (/member/angelPlan?coupon=&token=), logged in with that phone, and activates 30 days of
 * VIP — no card, no renewal. The coupon number and code can also be typed from the SMS.
 */
export function ActivatePlanForm({ loggedIn, onDone }: { loggedIn: boolean; onDone: (message: string) => void }) {
  const [params] = useSearchParams();
  const [form, setForm] = useState({ id: params.get('coupon') ?? '', token: params.get('token') ?? '', name: '', phone: '', address: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert('');
    const checked = await validate(schemas.activatePlanBody, { ...form, id: form.id.replace(/\D/g, '') || undefined });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await activatePlan(checked.value);
      onDone(m.activated);
    } catch (error) {
      setErrors(fieldErrors(error));
      setAlert(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  // A visitor sees the section only when they came by the SMS link (then: log in first).
  if (!loggedIn && !params.get('coupon')) return null;
  const field = (name: keyof typeof form) => ({ value: form[name], error: errors[name], onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });

  return (
    <Box aria-labelledby="activate-plan-title">
      <h2 id="activate-plan-title">啟用贈送方案</h2>
      <p>收到樂粉經銷商贈送的 VIP 方案簡訊？以收到簡訊的手機號碼登入後，在此啟用 30 天 VIP（免綁卡，不自動續訂）。</p>
      {!loggedIn ? (
        <Button type="button" onClick={() => openLogin(`/member/angelPlan?${params.toString()}`)}>
          登入後啟用
        </Button>
      ) : (
      <form onSubmit={submit} noValidate>
        <TextField label="方案編號" inputMode="numeric" {...field('id')} />
        <TextField label="啟用碼" autoComplete="off" {...field('token')} />
        <TextField label="姓名" autoComplete="name" {...field('name')} />
        <TextField label="手機號碼" inputMode="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="地址" autoComplete="street-address" {...field('address')} />
        {alert && <p role="alert">{alert}</p>}
        <Button type="submit" disabled={busy}>
          啟用方案
        </Button>
      </form>
      )}
    </Box>
  );
}
