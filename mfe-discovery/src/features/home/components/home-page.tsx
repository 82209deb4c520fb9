import { EmptyState, ErrorState, Loading, Page } from '@joy/ui';
import { useCarousel } from '../api/get-carousel';
import { useRanking } from '../../../api/get-ranking';
import { Carousel, CarouselPlaceholder } from './carousel';
import { StoreCard } from '../../../components/store-card';
import { StoreGrid as Grid } from '../../../components/store-grid';
import { DownloadBanner } from './download-banner';
import { FoodTypeShortcuts } from './food-type-shortcuts';
import { HomeArticles } from './home-articles';
import { Section } from './section';
import { TableFinder } from '../../../components/table-finder';

export function HomePage() {
  const carousel = useCarousel();
  const ranking = useRanking();
  return (
    <Page>
      <h1 className="visually-hidden">樂享：找餐廳、線上訂位、付款賺樂幣</h1>
      <DownloadBanner />
      {carousel.data ? <Carousel items={carousel.data} /> : !carousel.error && <CarouselPlaceholder />}
      <Section>
        <TableFinder />
      </Section>
      <FoodTypeShortcuts />
      {ranking.isLoading && !ranking.data && <Loading />}
      {ranking.error && <ErrorState onRetry={() => void ranking.mutate()} />}
      {ranking.data && (
        <>
          <Section aria-labelledby="hot-title">
            <h2 id="hot-title">熱門餐廳排行</h2>
            {ranking.data.hot.length ? (
              <Grid>{ranking.data.hot.map((store) => <StoreCard key={store.id} store={store} />)}</Grid>
            ) : (
              <EmptyState message="目前沒有熱門餐廳" />
            )}
          </Section>
          <Section aria-labelledby="new-title">
            <h2 id="new-title">新進餐廳</h2>
            {ranking.data.new.length ? (
              <Grid>{ranking.data.new.map((store) => <StoreCard key={store.id} store={store} />)}</Grid>
            ) : (
              <EmptyState message="目前沒有新進餐廳" />
            )}
          </Section>
        </>
      )}
      <HomeArticles />
    </Page>
  );
}
