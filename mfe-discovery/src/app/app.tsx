import { Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazyPage, Loading, RemoteRoot } from '@joy/ui';
import { matchPattern } from '@joy/mf-config/routes';

/** Routes owned by discovery (the shell's route table sends them here), by page. */
export const routePaths = {
  home: '/',
  storeList: '/store',
  store: '/store/:id',
  search: '/search',
  leaderboard: '/leaderboard',
  articleList: '/article',
  article: '/article/:id',
} as const;

export type PageName = keyof typeof routePaths;
export type Pages = Record<PageName, ComponentType>;

/**
 * In the browser every page is a chunk of its own: the home page's first load does not carry
 * the store page, the search and its filters, or the articles. The server renders with the
 * same pages imported whole (server.tsx).
 */
export const pages = {
  home: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../features/home/components/home-page').then((m) => m.HomePage)),
  storeList: lazyPage(() => import(/* webpackChunkName: "page-store-list" */ '../features/store-search/components/store-list-page').then((m) => m.StoreListPage)),
  store: lazyPage(() => import(/* webpackChunkName: "page-store" */ '../features/store-detail/components/store-page').then((m) => m.StorePage)),
  search: lazyPage(() => import(/* webpackChunkName: "page-search" */ '../features/store-search/components/search-page').then((m) => m.SearchPage)),
  leaderboard: lazyPage(() => import(/* webpackChunkName: "page-leaderboard" */ '../features/leaderboard/components/leaderboard-page').then((m) => m.LeaderboardPage)),
  articleList: lazyPage(() => import(/* webpackChunkName: "page-article-list" */ '../features/articles/components/article-list-page').then((m) => m.ArticleListPage)),
  article: lazyPage(() => import(/* webpackChunkName: "page-article" */ '../features/articles/components/article-page').then((m) => m.ArticlePage)),
};

/** The page a path shows, or null when discovery does not own it. */
export function pageOf(pathname: string): PageName | null {
  return (Object.keys(routePaths) as PageName[]).find((name) => matchPattern(routePaths[name], pathname)) ?? null;
}

/** Fetches the chunk of the page a path shows, so the first mount renders it at once. */
export function preloadPageOf(pathname: string): Promise<void> {
  const name = pageOf(pathname);
  return name ? pages[name].preload() : Promise.resolve();
}

/**
 * A page's chunk is fetched as soon as the diner shows they are going there — a pointer over a
 * link to it, a finger on it, the keyboard's focus — rather than on the click, so the page
 * usually opens without waiting for its code.
 */
export function preloadOnIntent(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return;
  const url = new URL((link as HTMLAnchorElement).href, window.location.href);
  if (url.origin === window.location.origin) preloadPageOf(url.pathname).catch(() => undefined);
}

function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => preloadOnIntent(event.target);
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, []);
}

export function AppRoutes({ pages: shown }: { pages: Pages }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {(Object.keys(routePaths) as PageName[]).map((name) => {
          const Page = shown[name];
          return <Route key={name} path={routePaths[name]} element={<Page />} />;
        })}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  usePreloadOnIntent();
  return (
    <RemoteRoot>
      <BrowserRouter>
        <AppRoutes pages={pages} />
      </BrowserRouter>
    </RemoteRoot>
  );
}
