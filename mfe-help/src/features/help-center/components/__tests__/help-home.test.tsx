import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { named, renderHelp } from './render-help';

const commonIssues = () => within(screen.getByRole('region', { name: '常見問題' }));

describe('help centre home', () => {
  it('shows the common issues and the categories', () => {
    renderHelp('/help');
    expect(screen.getByRole('heading', { level: 1, name: '幫助中心' })).toBeInTheDocument();
    expect(commonIssues().getByRole('link', { name: '什麼是樂幣？' })).toHaveAttribute('href', '/help/about-jcoin/e-1');
    expect(commonIssues().getByRole('link', { name: '如何刪除帳號？刪除後會怎麼樣？' })).toBeInTheDocument();
    const categories = within(screen.getByRole('region', { name: '問題分類' }));
    for (const title of ['訂位相關', '付款相關', '關於樂幣', '會員相關', '天使計畫', '關於我們']) {
      expect(categories.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('filters by platform with the App / 網頁 tabs, by click', async () => {
    renderHelp('/help');
    const web = screen.getByRole('tab', { name: '網頁' });
    const app = screen.getByRole('tab', { name: 'App' });
    expect(web).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', web.id);
    expect(commonIssues().getByRole('link', { name: /沒有會員也可以訂位嗎/ })).toBeInTheDocument();
    expect(commonIssues().queryByRole('link', { name: /如何在合作店家付款/ })).not.toBeInTheDocument();

    await userEvent.click(app);
    expect(app).toHaveAttribute('aria-selected', 'true');
    expect(web).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', app.id);
    expect(commonIssues().getByRole('link', { name: /如何在合作店家付款/ })).toBeInTheDocument();
    expect(commonIssues().queryByRole('link', { name: /沒有會員也可以訂位嗎/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/help?platform=app');
  });

  it('moves between tabs with the arrow, Home and End keys, one tab stop', async () => {
    renderHelp('/help');
    const web = screen.getByRole('tab', { name: '網頁' });
    const app = screen.getByRole('tab', { name: 'App' });
    expect(web).toHaveAttribute('tabindex', '0');
    expect(app).toHaveAttribute('tabindex', '-1');

    web.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(app).toHaveFocus();
    expect(app).toHaveAttribute('aria-selected', 'true');
    expect(commonIssues().getByRole('link', { name: /如何在合作店家付款/ })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}');
    expect(web).toHaveFocus();
    expect(web).toHaveAttribute('aria-selected', 'true');
    expect(commonIssues().queryByRole('link', { name: /如何在合作店家付款/ })).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}');
    expect(app).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(web).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(app).toHaveAttribute('aria-selected', 'true');
  });

  it('searches as you type and opens a result on the article page', async () => {
    renderHelp('/help');
    await userEvent.type(screen.getByRole('searchbox', { name: '搜尋問題' }), '有效期限');
    expect(await screen.findByText(/共找到 \d+ 筆相關的問題/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const result = screen.getByRole('link', { name: named('樂幣的有效期限是多久？') });
    expect(result.querySelector('mark')).toHaveTextContent('有效期限');

    await userEvent.click(result);
    expect(screen.getByRole('heading', { level: 1, name: '樂幣的有效期限是多久？' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/help/about-jcoin/e-4');
    expect(screen.getByText(/入帳當天起算 120 天內有效/)).toBeInTheDocument();
  });

  it('accepts full-width input and shows 找不到相關的問題 when nothing matches', async () => {
    renderHelp('/help');
    const box = screen.getByRole('searchbox', { name: '搜尋問題' });
    await userEvent.type(box, 'ＶＩＰ');
    expect(await screen.findByRole('link', { name: named('VIP 會員有什麼額外的樂幣回饋？') })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '火星人外送');
    expect(await screen.findByText('找不到相關的問題')).toBeInTheDocument();
    await userEvent.clear(box);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('restores the query from the address when coming back', () => {
    renderHelp('/help?q=樂幣');
    expect(screen.getByRole('searchbox', { name: '搜尋問題' })).toHaveValue('樂幣');
    expect(screen.getByRole('link', { name: named('什麼是樂幣？') })).toBeInTheDocument();
  });

  it('preselects the App tab inside the app webview (app-help) without leaving it', async () => {
    renderHelp('/app-help');
    expect(screen.getByRole('tab', { name: 'App' })).toHaveAttribute('aria-selected', 'true');
    const link = commonIssues().getByRole('link', { name: /如何在合作店家付款/ });
    expect(link).toHaveAttribute('href', '/app-help/about-payment/d-1');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/app-help/about-payment/d-1');
    expect(screen.getByRole('heading', { level: 1, name: '如何在合作店家付款？' })).toBeInTheDocument();
  });
});
