import styled from 'styled-components';
import { EmptyState, ErrorState, Loading, Page, media } from '@joy/ui';
import { useCarousel } from '../api/get-carousel';
import { useRanking } from '../api/get-ranking';
import { Carousel } from './carousel';
import { StoreCard } from './store-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 12px;
  padding: 0;
  margin: 0;
  ${media.tablet} { grid-template-columns: repeat(3, 1fr); }
  ${media.desktop} { grid-template-columns: repeat(5, 1fr); }
`;

const Section = styled.section`
  margin-top: 28px;
  h2 { font-size: 1.25rem; margin: 0 0 12px; }
`;

export function HomePage() {
  const carousel = useCarousel();
  const ranking = useRanking();
  return (
    <Page>
      <h1 className="visually-hidden">樂享：找餐廳、線上訂位、付款賺樂幣</h1>
      {carousel.data && <Carousel items={carousel.data} />}
      {ranking.isLoading && <Loading />}
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
    </Page>
  );
}
