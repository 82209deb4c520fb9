import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routeTable } from '@joy/mf-config/routes';
import { AppRoutes, pageOf, pages, routePaths, type PageName, type Pages } from '../app';

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
