import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { ActivatePlanForm } from '../activate-plan-form';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderAt(url: string, loggedIn: boolean, respond: () => Response) {
  const fetchMock = jest.fn(async () => respond());
  global.fetch = fetchMock as unknown as typeof fetch;
  const onDone = jest.fn();
  render(
    <RemoteRoot>
      <MemoryRouter initialEntries={[url]}>
        <ActivatePlanForm loggedIn={loggedIn} onDone={onDone} />
      </MemoryRouter>
    </RemoteRoot>,
  );
  return { fetchMock, onDone };
}

function fillIn() {
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '林小美' } });
  fireEvent.change(screen.getByLabelText('手機號碼'), { target: { value: '0912345678' } });
  fireEvent.change(screen.getByLabelText('地址'), { target: { value: '台北市大安區復興南路 1 號' } });
  fireEvent.click(screen.getByRole('button', { name: '啟用方案' }));
}

describe('啟用贈送方案', () => {
  beforeEach(() => authStore.setState({ token: 't', member: { id: 2, name: '林小美', avatar: '', is_joy_dealer: false } }));
  afterEach(() => {
    cleanup();
    authStore.setState({ token: null, member: null });
  });

  it('the SMS link fills in the coupon; activation sends the §3 fields', async () => {
    const { fetchMock, onDone } = renderAt('/member/angelPlan?coupon=12&token=abcDEF', true, () => reply(200, { code: 1, status: 200, msg: '已啟用贈送的 VIP 方案', return: {} }));
    expect(screen.getByLabelText('方案編號')).toHaveValue('12');
    expect(screen.getByLabelText('啟用碼')).toHaveValue('abcDEF');
    fillIn();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('已啟用贈送的 VIP 方案'));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ id: 12, token: 'abcDEF', name: '林小美', phone: '0912345678', address: '台北市大安區復興南路 1 號' });
  });

  it('a refused token shows the server’s message on the field', async () => {
    const message = '此啟用碼已使用';
    const { onDone } = renderAt('/member/angelPlan?coupon=12&token=abc', true, () => reply(409, { code: 0, status: 409, msg: message, return: { errors: { token: message } } }));
    fillIn();
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a visitor who came by the link is asked to log in; without a link the section stays hidden', () => {
    renderAt('/member/angelPlan?coupon=12&token=abc', false, () => reply(200, {}));
    expect(screen.getByRole('button', { name: '登入後啟用' })).toBeInTheDocument();
    cleanup();
    renderAt('/member/angelPlan', false, () => reply(200, {}));
    expect(screen.queryByText('啟用贈送方案')).not.toBeInTheDocument();
  });
});
