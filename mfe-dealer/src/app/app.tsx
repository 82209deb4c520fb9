import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PagePlaceholder, RemoteRoot } from '@joy/ui';
import { AngelPlanPage } from '../features/angel-plan/components/angel-plan-page';

const pages: Array<[string, string]> = [
  ['/member/dealer', '樂粉經銷'],
  ['/member/join-angel', '加入天使計畫'],
  ['/member/organize', '我的組織'],
  ['/member/contract-request', '合約申請'],
  ['/member/point-withdrawal', '分紅提領'],
  ['/member/recommend-withdrawal', '推薦獎金提領'],
  ['/member/withdrawal-record', '天使獎金'],
  ['/member/recommend', '店家推薦獎勵'],
];

/** Routes owned by dealer (VIP plan and the angel programme). */
export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <Routes>
          <Route path="/member/angelPlan" element={<AngelPlanPage />} />
          {pages.map(([path, title]) => (
            <Route key={path} path={path} element={<PagePlaceholder title={title} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
