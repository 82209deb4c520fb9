import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import { HomePage } from '../features/home/components/home-page';
import { StoreListPage } from '../features/store-search/components/store-list-page';
import { StorePage } from '../features/store-detail/components/store-page';
import { SearchPage } from '../features/store-search/components/search-page';
import { LeaderboardPage } from '../features/leaderboard/components/leaderboard-page';
import { ArticleListPage } from '../features/articles/components/article-list-page';
import { ArticlePage } from '../features/articles/components/article-page';

/** Routes owned by discovery (the shell's route table sends them here). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/store" element={<StoreListPage />} />
      <Route path="/store/:id" element={<StorePage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/leaderboard" element={<LeaderboardPage />} />
      <Route path="/article" element={<ArticleListPage />} />
      <Route path="/article/:id" element={<ArticlePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RemoteRoot>
  );
}
