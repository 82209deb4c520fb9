import { MemberPage } from '../../../components/member-page';
import { PagedView } from '../../../components/paged-view';
import { EmptyAction } from '../../../components/empty-action';
import { CardList } from '../../../components/card-list';
import { useCollections } from '../api/get-collections';
import { CollectionCard } from './collection-card';

function Collections() {
  const list = useCollections();
  return (
    <PagedView list={list} empty={<EmptyAction message="還沒有收藏的餐廳，逛逛看有沒有喜歡的吧！" to="/store" action="去逛逛餐廳" />} moreLabel="更多收藏" skeletonHeight={122}>
      {(stores) => (
        <CardList aria-label="收藏的餐廳">
          {stores.map((store) => (
            <CollectionCard key={store.id} store={store} />
          ))}
        </CardList>
      )}
    </PagedView>
  );
}

/** /member/mycollections: favourite stores, 5 a page, each with 取消收藏. */
export function CollectionsPage() {
  return (
    <MemberPage title="我的收藏">
      <Collections />
    </MemberPage>
  );
}
