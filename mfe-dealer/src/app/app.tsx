import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Loading, RemoteRoot } from '@joy/ui';
import { AngelPlanPage } from '../features/angel-plan/components/angel-plan-page';

/*
 * The angel plan page (reached from every member's menu) loads with the remote; the dealer
 * pages share one chunk fetched when one of them is first opened — they share most of their
 * code (the dealer frame, record lists, tabs).
 */
const DealerHome = lazy(() => import(/* webpackChunkName: "dealer-pages" */ '../features/dealer/components/dealer-home').then((m) => ({ default: m.DealerHome })));
const OrganizePage = lazy(() => import(/* webpackChunkName: "dealer-pages" */ '../features/dealer/components/organize-page').then((m) => ({ default: m.OrganizePage })));
const AngelBonusPage = lazy(() => import(/* webpackChunkName: "dealer-pages" */ '../features/dealer/components/angel-bonus-page').then((m) => ({ default: m.AngelBonusPage })));
const RecommendPage = lazy(() => import(/* webpackChunkName: "dealer-pages" */ '../features/dealer/components/recommend-page').then((m) => ({ default: m.RecommendPage })));
const WithdrawPage = lazy(() => import(/* webpackChunkName: "dealer-pages" */ '../features/withdraw/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })));
const JoinAngelPage = lazy(() => import(/* webpackChunkName: "dealer-pages" */ '../features/join-angel/components/join-angel-page').then((m) => ({ default: m.JoinAngelPage })));
const ContractRequestPage = lazy(() => import(/* webpackChunkName: "dealer-pages" */ '../features/join-angel/components/contract-request-page').then((m) => ({ default: m.ContractRequestPage })));

const pages: Array<[string, ReactNode]> = [
  ['/member/dealer', <DealerHome key="dealer" />],
  ['/member/join-angel', <JoinAngelPage key="join" />],
  ['/member/organize', <OrganizePage key="organize" />],
  ['/member/contract-request', <ContractRequestPage key="contract" />],
  ['/member/point-withdrawal', <WithdrawPage key="point" kind="dividend" />],
  ['/member/recommend-withdrawal', <WithdrawPage key="recommend-withdrawal" kind="profit" />],
  ['/member/withdrawal-record', <AngelBonusPage key="bonus" />],
  ['/member/recommend', <RecommendPage key="recommend" />],
];

/** Routes owned by dealer (VIP plan and the angel programme). */
export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/member/angelPlan" element={<AngelPlanPage />} />
            {pages.map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </RemoteRoot>
  );
}
