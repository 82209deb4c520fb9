import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PagePlaceholder, RemoteRoot } from '@joy/ui';
import { HomePage } from '../features/home/components/home-page';

/** Routes owned by discovery (the shell's route table sends them here). */
export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/store" element={<PagePlaceholder title="找餐廳" />} />
          <Route path="/store/:id" element={<PagePlaceholder title="餐廳介紹" />} />
          <Route path="/search" element={<PagePlaceholder title="搜尋" />} />
          <Route path="/leaderboard" element={<PagePlaceholder title="排行榜" />} />
          <Route path="/article" element={<PagePlaceholder title="美食專欄" />} />
          <Route path="/article/:id" element={<PagePlaceholder title="文章" />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
