import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { on } from '@joy/bus';
import { RemoteRoot } from '@joy/ui';
import { CooperationPage } from '../cooperation-page';

const renderPage = () =>
  render(
    <RemoteRoot>
      <MemoryRouter initialEntries={['/cooperation']}>
        <CooperationPage />
      </MemoryRouter>
    </RemoteRoot>,
  );

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('公司名稱'), '好食餐飲有限公司');
  await userEvent.type(screen.getByLabelText('聯絡人姓名'), '林小美');
  await userEvent.type(screen.getByLabelText('電子信箱'), 'mei@example.tw');
  await userEvent.type(screen.getByLabelText('手機號碼'), '0912345678');
  await userEvent.type(screen.getByLabelText('合作內容'), '想洽談加入合作店家');
}

describe('business cooperation page', () => {
  it("shows Google's reCAPTCHA line by the send button (the badge is hidden)", () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    renderPage();
    expect(screen.getByText(/本網站受 reCAPTCHA 保護/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '服務條款' })).toHaveAttribute('href', 'https://policies.google.com/terms?hl=zh-TW');
  });

  it('shows every §5 message for an empty form and sends nothing', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('姓名為必填')).toBeInTheDocument();
    expect(screen.getByText('電子信箱為必填')).toBeInTheDocument();
    expect(screen.getByText('手機號碼為必填')).toBeInTheDocument();
    // company and content
    expect(screen.getAllByText('此欄位為必填')).toHaveLength(2);
    expect(screen.getByLabelText('公司名稱')).toHaveAttribute('aria-invalid', 'true');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('checks the phone format before sending', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    renderPage();
    await fillValidForm();
    await userEvent.clear(screen.getByLabelText('手機號碼'));
    await userEvent.type(screen.getByLabelText('手機號碼'), '0212345678');
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('格式不正確，請重新輸入')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('posts a valid application to /v2/cooperation and confirms with 已送出申請', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: { id: 1 } }))) as unknown as typeof fetch;
    const toasts: string[] = [];
    const off = on('ui:toast', ({ message }) => toasts.push(message));
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText(/已送出申請，我們會盡快與您聯繫/)).toBeInTheDocument();
    off();
    expect(toasts).toContain('已送出申請');
    const [url, init] = (global.fetch as jest.Mock).mock.calls.find(([u]: [string]) => u !== '/v2/captcha');
    expect(url).toBe('/v2/cooperation');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toMatchObject({ company: '好食餐飲有限公司', name: '林小美', email: 'mei@example.tw', phone: '0912345678', content: '想洽談加入合作店家' });
    expect(screen.getByLabelText('公司名稱')).toHaveValue('');
  });

  it('keeps the input and shows server field errors on a 422', async () => {
    global.fetch = jest.fn(async () =>
      new Response(JSON.stringify({ code: 0, status: 422, msg: '該手機號碼已被綁定', return: { errors: { phone: '該手機號碼已被綁定' } } }), { status: 422 }),
    ) as unknown as typeof fetch;
    const toasts: string[] = [];
    const off = on('ui:toast', ({ message }) => toasts.push(message));
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('該手機號碼已被綁定')).toBeInTheDocument();
    off();
    expect(toasts).toContain('該手機號碼已被綁定');
    expect(screen.getByLabelText('手機號碼')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('公司名稱')).toHaveValue('好食餐飲有限公司');
    expect(screen.getByLabelText('合作內容')).toHaveValue('想洽談加入合作店家');
    expect(screen.queryByText(/已送出申請/)).not.toBeInTheDocument();
  });
});
