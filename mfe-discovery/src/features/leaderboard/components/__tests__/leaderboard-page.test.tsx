import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, ok, store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { LeaderboardPage } from '../leaderboard-page';

describe('leaderboard (/leaderboard)', () => {
  it('shows hot and new rankings as tabs with rank numbers', async () => {
    mockFetch(() => ok({ hot: [store(1, { name: '鼎旺麻辣鍋' }), store(2, { name: '老四川' })], new: [store(3, { name: '初見拉麵' })] }));
    renderRoute(<LeaderboardPage />, { url: '/leaderboard' });
    const hotTab = await screen.findByRole('tab', { name: '熱門排行' });
    expect(hotTab).toHaveAttribute('aria-selected', 'true');
    const hot = screen.getByRole('list', { name: '熱門餐廳排行' });
    expect(within(hot).getByLabelText('第 2 名')).toHaveTextContent('2');
    expect(within(hot).getByRole('heading', { name: '老四川' })).toBeInTheDocument();

    hotTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const newTab = screen.getByRole('tab', { name: '新店排行' });
    expect(newTab).toHaveAttribute('aria-selected', 'true');
    expect(newTab).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByText('初見拉麵')).toBeInTheDocument();
    expect(screen.queryByText('鼎旺麻辣鍋')).not.toBeInTheDocument();
  });

  it('offers a retry when the ranking cannot be loaded', async () => {
    mockFetch(() => new Response('x', { status: 500 }));
    renderRoute(<LeaderboardPage />, { url: '/leaderboard' });
    expect(await screen.findByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});
