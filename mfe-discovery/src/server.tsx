/**
 * The first view in Node, for the page server (serverConfig of @joy/mf-config builds this into
 * dist/server/render.js): the page's routes with the data the page carries.
 */
import { StaticRouter } from '@joy/router/server';
import { firstViewData } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { renderRemoteView, type FirstViewInput, type RenderedView } from '@joy/ui/server';
import { AppRoutes, type Pages } from './app/app';
import { HomePage } from './features/home/components/home-page';
import { StoreListPage } from './features/store-search/components/store-list-page';
import { StorePage } from './features/store-detail/components/store-page';
import { SearchPage } from './features/store-search/components/search-page';
import { LeaderboardPage } from './features/leaderboard/components/leaderboard-page';
import { ArticleListPage } from './features/articles/components/article-list-page';
import { ArticlePage } from './features/articles/components/article-page';
import { firstViewLoaders } from './app/first-view';

/** On the server the pages are imported whole: the first view renders without waiting for a chunk. */
const pages: Pages = {
  home: HomePage,
  storeList: StoreListPage,
  store: StorePage,
  search: SearchPage,
  leaderboard: LeaderboardPage,
  articleList: ArticleListPage,
  article: ArticlePage,
};

export async function render({ url, replies, request }: FirstViewInput): Promise<RenderedView> {
  const made = new Map<string, string>();
  const data = await firstViewData(firstViewLoaders(url), new Map(Object.entries(replies)), request ? { request, made } : undefined);
  const view = renderRemoteView(
    { release: process.env.JOY_RELEASE ?? 'local', fallback: data },
    <RemoteRoot>
      <StaticRouter location={url}>
        <AppRoutes pages={pages} />
      </StaticRouter>
    </RemoteRoot>,
  );
  return { ...view, replies: Object.fromEntries(made) };
}
