import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { GiveCouponForm } from '../gift-coupons';

const allowance = (remaining: number) => ({ year: 2026, allowance: 6, given: 6 - remaining, remaining });
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderForm(remaining: number, respond: (url: string, init?: RequestInit) => Response) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => respond(String(url), init));
  global.fetch = fetchMock as unknown as typeof fetch;
  const onGiven = jest.fn();
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <GiveCouponForm allowance={allowance(remaining)} onGiven={onGiven} />
      </SWRConfig>
    </RemoteRoot>,
  );
  return { fetchMock, onGiven };
}

const gives = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/v2/memberDealer/coupon/give'));

describe('give a VIP gift coupon', () => {
  beforeEach(() => authStore.setState({ token: 't', member: { id: 1, name: '天使王', avatar: '', is_joy_dealer: true } }));
  afterEach(() => {
    cleanup();
    authStore.setState({ token: null, member: null });
  });

  it('shows the remaining allowance and checks the phone before sending', async () => {
    const { fetchMock } = renderForm(4, () => reply(200, { code: 1, status: 200, msg: 'ok', return: {} }));
    expect(screen.getByText(/2026 年可贈送 6 份，剩餘/)).toHaveTextContent('剩餘 4 份');
    fireEvent.click(screen.getByRole('button', { name: '贈送' }));
    expect(await screen.findByText('手機號碼為必填')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('好友手機號碼'), { target: { value: '0812' } });
    fireEvent.click(screen.getByRole('button', { name: '贈送' }));
    expect(await screen.findByText('格式不正確，請重新輸入')).toBeInTheDocument();
    expect(gives(fetchMock)).toHaveLength(0);
  });

  it('gives to a valid phone and clears the form', async () => {
    const { fetchMock, onGiven } = renderForm(4, (url) =>
      url.includes('/coupon/give')
        ? reply(200, { code: 1, status: 200, msg: '已送出贈送方案簡訊', return: { coupon: { id: 9, phone: '0912***678', status: 'given' }, year_coin: allowance(3) } })
        : reply(200, { code: 1, status: 200, msg: 'ok', return: {} }),
    );
    fireEvent.change(screen.getByLabelText('好友手機號碼'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: '贈送' }));
    await waitFor(() => expect(onGiven).toHaveBeenCalled());
    const [, init] = gives(fetchMock)[0];
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '0912345678' });
    expect(screen.getByLabelText('好友手機號碼')).toHaveValue('');
  });

  it('shows the server’s field message when the allowance is used up', async () => {
    const { onGiven } = renderForm(1, () => reply(422, { code: 0, status: 422, msg: '本年度可贈送的方案已用完', return: { errors: { phone: '本年度可贈送的方案已用完' } } }));
    fireEvent.change(screen.getByLabelText('好友手機號碼'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: '贈送' }));
    expect(await screen.findByText('本年度可贈送的方案已用完')).toBeInTheDocument();
    expect(onGiven).not.toHaveBeenCalled();
  });

  it('no coupon left: the give button is disabled', () => {
    renderForm(0, () => reply(200, {}));
    expect(screen.getByRole('button', { name: '本年度可贈送的方案已用完' })).toBeDisabled();
  });
});
