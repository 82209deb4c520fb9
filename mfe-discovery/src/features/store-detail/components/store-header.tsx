import styled from 'styled-components';
import type { StoreDetail } from '@joy/contract';
import { ResponsivePicture, StoreRating, formatNumber, media } from '@joy/ui';
import { StoreBadges } from '../../../components/store-badges';
import { businessStatusText } from '../../../lib/business-status';
import { FavouriteButton } from './favourite-button';

/** The page's first picture, its LCP: fetched at once, in the width the screen needs. */
const Hero = styled(ResponsivePicture)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: #eee;
  ${media.tablet} { aspect-ratio: 16 / 6; }
`;

const Head = styled.header`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  margin: 16px 0 4px;
  h1 { flex: 1; margin: 0; font-size: 1.5rem; }
`;

const Meta = styled.p`
  margin: 4px 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Status = styled.strong<{ $open: boolean }>`
  color: ${({ theme, $open }) => ($open ? theme.color.success : theme.color.danger)};
`;

export function StoreHeader({ store }: { store: StoreDetail }) {
  return (
    <>
      <Hero src={store.photo} image={store.photo_image} alt={store.name} sizes="(min-width: 1200px) 1200px, 100vw" width={1200} height={450} priority />
      <Head>
        <h1>
          <StoreBadges store={store} />
          {store.name}
        </h1>
        <FavouriteButton storeId={store.id} initial={store.member_is_collection} />
      </Head>
      <Meta>
        <StoreRating average={store.average_score} count={store.comment_count} />・
        <Status $open={store.business_status === 1}>{businessStatusText[store.business_status]}</Status>
      </Meta>
      <Meta>
        {store.city}
        {store.district}
        {store.food_types.length > 0 && `・${store.food_types.join('、')}`}
        {store.tags.length > 0 && `・${store.tags.join('、')}`}
      </Meta>
      {store.price_per_person > 0 && <Meta>每人約 NT${formatNumber(store.price_per_person)}</Meta>}
    </>
  );
}
