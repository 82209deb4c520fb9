import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routeTable } from '@joy/mf-config/routes';
import { AppRoutes, pageOf, pages, preloadOnIntent, routePaths, type PageName, type Pages } from '../app';

describe('discovery routes', () => {
  it('serves exactly the paths the shell sends to discovery', () => {
    const owned = routeTable.find((entry) => entry.owner === 'discovery')?.patterns;
    expect([...Object.values(routePaths)].sort()).toEqual([...(owned ?? [])].sort());
  });

  it('tells which page a path shows', () => {
    expect(pageOf('/')).toBe('home');
    expect(pageOf('/store')).toBe('storeList');
    expect(pageOf('/store/')).toBe('storeList');
    expect(pageOf('/store/711')).toBe('store');
    expect(pageOf('/article/30')).toBe('article');
    expect(pageOf('/leaderboard')).toBe('leaderboard');
    expect(pageOf('/help')).toBeNull();
  });

  it('gives every page a chunk of its own that can be fetched ahead', () => {
    for (const name of Object.keys(routePaths) as PageName[]) expect(typeof pages[name].preload).toBe('function');
  });

  it("fetches a page's chunk when the diner points at, touches or focuses a link to it", () => {
    const preload = jest.spyOn(pages.store, 'preload').mockResolvedValue(undefined);
    const other = jest.spyOn(pages.articleList, 'preload').mockResolvedValue(undefined);
    try {
      document.body.innerHTML = '<a href="/store/711"><span>店家</span></a><a href="https://elsewhere.example/article">外站</a><a href="/help">說明</a>';
      preloadOnIntent(document.querySelector('span'));
      expect(preload).toHaveBeenCalledTimes(1);
      // Another site's link and a path discovery does not own fetch nothing.
      for (const link of Array.from(document.querySelectorAll('a')).slice(1)) preloadOnIntent(link);
      expect(other).not.toHaveBeenCalled();
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      preload.mockRestore();
      other.mockRestore();
      document.body.innerHTML = '';
    }
  });

  it('renders the page of the path with the pages it is given (the server passes them whole)', () => {
    const stand = {} as Pages;
    for (const name of Object.keys(routePaths) as PageName[]) stand[name] = () => <h1>{name}</h1>;
    render(
      <MemoryRouter initialEntries={['/store/711']}>
        <AppRoutes pages={stand} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'store' })).toBeInTheDocument();
  });
});
