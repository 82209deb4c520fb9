import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { pageTitle } from '@joy/bus';
import { storePageTitle } from '@joy/contract';
import { Button, Centered, ErrorState, Loading, Page, formatNumber, media, useNarrow } from '@joy/ui';
import { Tabs } from '../../../components/tabs';
import { useStore } from '../api/get-store';
import { storeErrorAction } from '../lib/store-error';
import { StoreHeader } from './store-header';
import { StoreInfoPanel } from './store-info-panel';
import { TrafficPanel } from './traffic-panel';
import { CommentsPanel } from './comments-panel';
import { BOOKING_PANEL_ID, BookingPanel } from './booking-panel';
import { BookingBar } from './booking-bar';
import { DrawPanel } from './draw-panel';

// The menu loads when its tab is first opened (its own chunk, outside the remote's entry).
const MenuPanel = lazy(() => import(/* webpackChunkName: "store-menu" */ './menu-panel'));

const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${media.desktop} { grid-template-columns: minmax(0, 1fr) 340px; align-items: start; }
`;

type Tab = 'info' | 'menu' | 'traffic' | 'comments';

/**
 * /store/:id — detail, menu, traffic and comments tabs beside the booking panel. On a phone the
 * panel sits below the tabs, and a 立即訂位 bar at the bottom brings it up.
 */
export function StorePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: store, error, isLoading, mutate } = useStore(id);
  const [tab, setTab] = useState<Tab>('info');
  const narrow = useNarrow();
  const action = error ? storeErrorAction(error) : null;

  useEffect(() => {
    if (action === 'to-store-list') navigate('/store', { replace: true });
  }, [action, navigate]);

  // The tab and the history name the store, as the served page's title does.
  const { pathname } = useLocation();
  const name = store?.name;
  useEffect(() => {
    if (name) pageTitle(pathname, storePageTitle(name));
  }, [pathname, name]);

  // A first view's data (SWR fallback) shows at once while it is checked again.
  if (isLoading && !store) return <Loading />;
  if (action === 'not-found') {
    return (
      <Page>
        <h1>找不到這間餐廳</h1>
        <Centered role="status">
          <span>這間餐廳可能已經下架，看看其他好店吧！</span>
          <Button as="a" href="/store" $variant="ghost">
            回餐廳列表
          </Button>
        </Centered>
      </Page>
    );
  }
  if (action === 'retry') return <ErrorState onRetry={() => void mutate()} />;
  if (!store) return null;

  return (
    <Page>
      <StoreHeader store={store} />
      <Layout>
        <div>
          <DrawPanel storeId={store.id} />
          <Tabs<Tab>
            label="餐廳資訊"
            value={tab}
            onChange={setTab}
            items={[
              { value: 'info', label: '餐廳介紹', panel: <StoreInfoPanel store={store} /> },
              {
                value: 'menu',
                label: '菜單',
                panel: (
                  <Suspense fallback={<Loading />}>
                    <MenuPanel storeId={id} />
                  </Suspense>
                ),
              },
              { value: 'traffic', label: '交通', panel: <TrafficPanel store={store} /> },
              { value: 'comments', label: `評論（${formatNumber(store.comment_count)}）`, panel: <CommentsPanel storeId={id} /> },
            ]}
          />
        </div>
        <BookingPanel store={store} onContact={() => showContact(setTab)} />
      </Layout>
      {narrow && store.joy_booking && <BookingBar panelId={BOOKING_PANEL_ID} headingId="booking-title" />}
    </Page>
  );
}

/** 聯絡餐廳 (a store without a phone): the 交通 tab, with the address, and the focus on it. */
function showContact(setTab: (tab: Tab) => void) {
  setTab('traffic');
  requestAnimationFrame(() => document.getElementById('traffic-title')?.closest<HTMLElement>('[role="tabpanel"]')?.focus());
}
