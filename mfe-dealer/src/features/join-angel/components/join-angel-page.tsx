import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { subscriptionMessages as m } from '@joy/contract';
import { chargePlanBody, validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Button, Centered, Loading, TextField } from '@joy/ui';
import { DealerPage } from '../../../components/dealer-page';
import { refreshMemberAndDealer, useMemberDealer } from '../../../lib/dealer-api';
import { errorText, fieldErrors } from '../../../lib/errors';
import { joinAngel } from '../api/join';

/** /member/join-angel: a VIP member joins the angel programme on their plan; then the dealer home. */
export function JoinAngelPage() {
  return (
    <DealerPage title="加入天使計畫" back={{ to: '/member/angelPlan', label: 'VIP 方案' }}>
      <JoinForm />
    </DealerPage>
  );
}

function JoinForm() {
  const { data } = useMemberDealer();
  const navigate = useNavigate();
  const [form, setForm] = useState({ receiver: '', receiver_phone: '', receiver_address: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  if (!data) return <Loading />;
  if (data.is_joy_dealer)
    return (
      <Centered role="status">
        <span>{m.alreadyDealer}</span>
        <Link to="/member/dealer">前往樂粉經銷</Link>
      </Centered>
    );
  if (data.subscription.status !== 'active')
    return (
      <Centered role="status">
        <span>{m.needVip}</span>
        <Link to="/member/angelPlan">了解 VIP 方案</Link>
      </Centered>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert('');
    const body = { charge_plan_id: data.subscription.program_id ?? 1, ...form };
    const checked = await validate(chargePlanBody, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await joinAngel(checked.value);
      toast(m.joined, 'success');
      await refreshMemberAndDealer();
      navigate('/member/dealer');
    } catch (error) {
      setErrors(fieldErrors(error));
      setAlert(errorText(error));
    }
  };
  const field = (name: keyof typeof form) => ({ value: form[name], error: errors[name], onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });

  return (
    <form onSubmit={submit} noValidate>
      <p>加入天使計畫，即可獲得七層下線消費 0.1% 的天使獎金與店家推薦獎勵。請填寫經銷資料寄送地址。</p>
      <TextField label="收件人" autoComplete="name" {...field('receiver')} />
      <TextField label="收件人手機" inputMode="tel" autoComplete="tel" {...field('receiver_phone')} />
      <TextField label="收件地址" autoComplete="street-address" {...field('receiver_address')} />
      {alert && <p role="alert">{alert}</p>}
      <Button type="submit">加入天使計畫</Button>
    </form>
  );
}
