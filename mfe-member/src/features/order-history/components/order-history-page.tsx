import { MemberPage } from '../../../components/member-page';
import { PagedView } from '../../../components/paged-view';
import { EmptyAction } from '../../../components/empty-action';
import { CardList } from '../../../components/card-list';
import { useOrderHistory } from '../api/get-order-history';
import { HistoryTabs } from './history-tabs';
import { OrderCard } from './order-card';

function Orders() {
  const list = useOrderHistory();
  return (
    <PagedView list={list} empty={<EmptyAction message="目前沒有訂位紀錄" to="/store" action="去找餐廳訂位" />} moreLabel="更多訂位">
      {(orders) => (
        <CardList aria-label="我的訂位">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </CardList>
      )}
    </PagedView>
  );
}

/** /member/history: the member's bookings, 5 a page with 更多訂位 (§4 paging). */
export function OrderHistoryPage() {
  return (
    <MemberPage title="訂位紀錄">
      <HistoryTabs />
      <Orders />
    </MemberPage>
  );
}
