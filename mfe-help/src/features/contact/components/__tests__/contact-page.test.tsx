import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoot } from '@joy/ui';
import { ContactPage } from '../contact-page';

const renderPage = () =>
  render(
    <RemoteRoot>
      <ContactPage />
    </RemoteRoot>,
  );

describe('contact page', () => {
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
    expect(screen.getAllByText('此欄位為必填')).toHaveLength(2);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('sends a valid message with a captcha token, counts characters and confirms', async () => {
    global.fetch = jest.fn(async (url: string) =>
      new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: url === '/v2/captcha' ? { provider: 'local', token: 'cap-1', site_key: 'joy-local-captcha', script_url: '/dev/captcha/api.js' } : { id: 1 } })),
    ) as unknown as typeof fetch;
    // The captcha widget on the page (`grecaptcha`, the local provider's): its callback gets the answer.
    let answer: (token: string) => void = () => undefined;
    const grecaptcha = { ready: (done: () => void) => done(), render: (_holder: HTMLElement, options: { callback: (token: string) => void }) => ((answer = options.callback), 0), reset: () => undefined, execute: () => answer('cap-1') };
    Object.assign(window, { grecaptcha });
    renderPage();
    await userEvent.type(screen.getByLabelText('姓名'), '陳大文');
    await userEvent.type(screen.getByLabelText('電子信箱'), 'tai@example.tw');
    await userEvent.type(screen.getByLabelText('主旨'), '訂位問題');
    await userEvent.type(screen.getByLabelText('內容'), '想詢問包廂');
    expect(screen.getByText('5 / 1000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText(/已送出申請，我們會盡快與您聯繫/)).toBeInTheDocument();
    const [url, init] = (global.fetch as jest.Mock).mock.calls[1];
    expect(url).toBe('/v2/web-user-response');
    expect(JSON.parse(init.body)).toMatchObject({ name: '陳大文', email: 'tai@example.tw', title: '訂位問題', content: '想詢問包廂', captcha: 'cap-1' });
  });

  it('keeps the input and shows server field errors when the server refuses', async () => {
    global.fetch = jest.fn(async () =>
      new Response(JSON.stringify({ code: 0, status: 422, msg: '電子信箱格式錯誤，請重新輸入', return: { errors: { email: '電子信箱格式錯誤，請重新輸入' } } }), { status: 422 }),
    ) as unknown as typeof fetch;
    renderPage();
    await userEvent.type(screen.getByLabelText('姓名'), '陳大文');
    await userEvent.type(screen.getByLabelText('電子信箱'), 'tai@example.tw');
    await userEvent.type(screen.getByLabelText('主旨'), '主旨');
    await userEvent.type(screen.getByLabelText('內容'), '內容');
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('電子信箱格式錯誤，請重新輸入')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('陳大文');
  });
});
