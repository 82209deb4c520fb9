import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHelp } from './render-help';

describe('help article and category pages', () => {
  it('shows an article with its breadcrumb and next link, and walks to the next one', async () => {
    renderHelp('/help/about-jcoin/e-1');
    const crumbs = within(screen.getByRole('navigation', { name: '頁面路徑' }));
    expect(crumbs.getByRole('link', { name: '幫助中心' })).toHaveAttribute('href', '/help');
    expect(crumbs.getByRole('link', { name: '關於樂幣' })).toHaveAttribute('href', '/help/about-jcoin');
    expect(crumbs.getByText('什麼是樂幣？')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: '什麼是樂幣？' })).toBeInTheDocument();

    const pager = within(screen.getByRole('navigation', { name: '上一篇與下一篇' }));
    expect(pager.queryByText('上一篇')).not.toBeInTheDocument();
    await userEvent.click(pager.getByRole('link', { name: /下一篇/ }));
    expect(screen.getByRole('heading', { level: 1, name: '如何獲得樂幣？' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /上一篇\s*什麼是樂幣/ })).toHaveAttribute('href', '/help/about-jcoin/e-1');
  });

  it('renders bold, lists and same-site links from the article markup', () => {
    renderHelp('/help/about-member/c-1');
    expect(screen.getByText('09 開頭的 10 位數字').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(screen.getByRole('link', { name: '忘記密碼' })).toHaveAttribute('href', '/request-password-reset');
  });

  it('keeps help links inside app help', () => {
    renderHelp('/app-help/b-1');
    expect(screen.getByRole('heading', { level: 1, name: '如何線上訂位？' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '幫助中心' })).toHaveAttribute('href', '/app-help');
    renderHelp('/app-help/about-jcoin/e-2');
    expect(screen.getByRole('link', { name: '邀請碼怎麼使用？' })).toHaveAttribute('href', '/app-help/about-member/c-4');
  });

  it('serves the privacy policy and the terms with the liability cap and VIP terms', () => {
    renderHelp('/help/about-us/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: '隱私權政策' })).toBeInTheDocument();
    renderHelp('/help/about-us/terms');
    expect(screen.getByRole('heading', { level: 1, name: '服務條款' })).toBeInTheDocument();
    expect(screen.getByText('新台幣 3,000 元')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'VIP 會員條款' })).toBeInTheDocument();
  });

  it('lists every article of a category, marking platform-only ones', () => {
    renderHelp('/help/about-payment');
    expect(screen.getByRole('heading', { level: 1, name: '付款相關' })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: '付款相關的問題' }));
    expect(list.getAllByRole('link')).toHaveLength(4);
    expect(list.getByRole('link', { name: /如何在合作店家付款？\s*App 適用/ })).toBeInTheDocument();
  });

  it('shows a friendly not-found inside help for an unknown article', () => {
    renderHelp('/help/about-jcoin/e-99');
    expect(screen.getByRole('heading', { level: 1, name: '找不到這個問題' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回幫助中心' })).toHaveAttribute('href', '/help');
    renderHelp('/app-help/nothing-here');
    expect(screen.getAllByRole('link', { name: '回幫助中心' })[1]).toHaveAttribute('href', '/app-help');
  });
});
