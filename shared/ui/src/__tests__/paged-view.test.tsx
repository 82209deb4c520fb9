import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedView, RemoteRoot, type PagedList } from '../index';

const list = (over: Partial<PagedList<string>>): PagedList<string> => ({ items: [], loading: false, error: null, hasMore: false, loadMore: jest.fn(), ...over });

const view = (l: PagedList<string>) =>
  render(
    <RemoteRoot>
      <PagedView list={l} placeholder={<p>載入中</p>} empty={<p>沒有資料</p>}>
        {(items) => (
          <ul>
            {items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
      </PagedView>
    </RemoteRoot>,
  );

describe('PagedView (§4 paging faces)', () => {
  it('shows the placeholder while the first page loads, then the empty state when there is nothing', () => {
    view(list({ loading: true, hasMore: true }));
    expect(screen.getByText('載入中')).toBeInTheDocument();
    view(list({}));
    expect(screen.getByText('沒有資料')).toBeInTheDocument();
  });

  it('shows the items with 載入更多 while more pages exist, and nothing after the last', async () => {
    const more = list({ items: ['甲', '乙'], hasMore: true });
    const { unmount } = view(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(more.loadMore).toHaveBeenCalledTimes(1);
    unmount();
    view(list({ items: ['甲'] }));
    expect(screen.queryByRole('button', { name: '載入更多' })).not.toBeInTheDocument();
  });

  it('offers a retry when a page fails, before or after the first', async () => {
    const first = list({ error: new Error('x'), hasMore: true });
    const { unmount } = view(first);
    expect(screen.queryByText('載入中')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重新|再試/ }));
    expect(first.loadMore).toHaveBeenCalled();
    unmount();
    view(list({ items: ['甲'], error: new Error('x'), hasMore: true }));
    expect(screen.getByText('甲')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '載入更多' })).not.toBeInTheDocument();
  });
});
