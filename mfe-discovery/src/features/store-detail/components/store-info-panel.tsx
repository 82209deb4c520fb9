import styled from 'styled-components';
import { defaultHouseRules, type StoreDetail } from '@joy/contract';
import { HouseRulesCard, MultilineText, ResponsivePicture, media } from '@joy/ui';
import { BusinessHours } from './business-hours';
import { Section } from './section';
import { HouseNotes, UpcomingClosures } from './store-notices';

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  padding: 0;
  margin: 0;
  list-style: none;
  img { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 8px; background: #eee; }
  ${media.tablet} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Rules = styled.div`
  margin-bottom: 24px;
  h2 { font-size: 1.15rem; }
`;

/** 餐廳介紹: description, house notes, the rules card (訂位須知), business hours, upcoming closing days and photos. */
export function StoreInfoPanel({ store }: { store: StoreDetail }) {
  return (
    <>
      {store.description && (
        <Section aria-labelledby="about-title">
          <h2 id="about-title">關於餐廳</h2>
          <p>
            <MultilineText text={store.description} />
          </p>
        </Section>
      )}
      <HouseNotes notes={store.house_notes ?? ''} />
      <Rules>
        <HouseRulesCard rules={store.house_rules ?? defaultHouseRules} />
      </Rules>
      <BusinessHours times={store.business_times} status={store.business_status} />
      <UpcomingClosures closures={store.closures ?? []} />
      {store.photos.length > 0 && (
        <Section aria-labelledby="photos-title">
          <h2 id="photos-title">餐廳照片</h2>
          <Photos>
            {store.photos.map((src, i) => (
              <li key={src}>
                <ResponsivePicture src={src} image={store.photo_images?.[i]} alt={`${store.name} 照片 ${i + 1}`} sizes="(min-width: 1200px) 300px, (min-width: 768px) 25vw, 50vw" width={300} height={300} />
              </li>
            ))}
          </Photos>
        </Section>
      )}
    </>
  );
}
