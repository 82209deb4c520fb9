import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoreSummary } from '@joy/contract';
import { Card, ResponsivePicture, StoreRating, formatNumber } from '@joy/ui';
import { StoreBadges } from './store-badges';
import { businessStatusText } from '../lib/business-status';

const Item = styled(Card).attrs({ as: 'li' })`
  list-style: none;
  position: relative;
  display: flex;
  flex-direction: column;
  > a { display: block; flex: 1; text-decoration: none; color: inherit; }
  > a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: -3px; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: #eee; }
  > a > div { padding: 10px 12px; }
  h2, h3 { margin: 0 0 4px; font-size: 1rem; }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Rank = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  min-width: 32px;
  height: 32px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  font-weight: 700;
  color: #fff;
  background: ${({ theme }) => theme.color.primaryDark};
`;

/** How wide a card's picture is shown: the store grid's columns (2, 3 from 768 px, 5 from 1200 px). */
const CARD_SIZES = '(min-width: 1200px) 240px, (min-width: 768px) 33vw, 50vw';

/** 350 公尺 under a kilometre, 1.2 公里 above. */
export const distanceText = (km: number): string => (km < 1 ? `${Math.max(10, Math.round((km * 1000) / 10) * 10)} 公尺` : `${km.toFixed(1)} 公里`);

/** A card's free times (availability search): each a link straight to /booking. */
const Times = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0 12px 12px;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 56px;
    min-height: 44px;
    padding: 0 10px;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.primaryDark};
    color: #fff;
    font-weight: 700;
    font-size: 0.9rem;
    text-decoration: none;
  }
  a:hover { filter: brightness(1.1); }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 2px; }
  &[data-waitlist] a {
    background: #fff;
    color: ${({ theme }) => theme.color.primaryDark};
    border: 2px dashed ${({ theme }) => theme.color.primaryDark};
  }
`;

/**
 * One store in a grid: photo, badges, score with thousand-separated comment count, status.
 * `choices` (a query such as `date=2026-12-05&adults=4&children=0`, from the list's filter)
 * goes with the link, so the store page's booking panel starts with them. In an availability
 * search `timeLink` turns each of the store's `free_times` into a button to /booking with the
 * store, date, time and party filled; with 可候補 its `waitlist_times` too, drawn dashed: the
 * booking page then offers that full time's waitlist.
 */
export function StoreCard({
  store,
  rank,
  headingLevel = 3,
  choices = '',
  timeLink,
  priority = false,
}: {
  store: StoreSummary;
  rank?: number;
  headingLevel?: 2 | 3;
  choices?: string;
  timeLink?: (time: string) => string;
  /** The page's first card: its picture is fetched at once and first (the LCP picture). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Item>
      <Link to={`/store/${store.id}${choices ? `?${choices}` : ''}`}>
        {rank !== undefined && <Rank aria-label={`第 ${rank} 名`}>{rank}</Rank>}
        <ResponsivePicture src={store.photo} image={store.photo_image} alt="" sizes={CARD_SIZES} width={320} height={240} priority={priority} />
        <div>
          <Heading>
            <StoreBadges store={store} />
            {store.name}
          </Heading>
          <p>
            <StoreRating average={store.average_score} count={store.comment_count} />・{businessStatusText[store.business_status]}
          </p>
          <p>
            {store.city}
            {store.district}・{store.food_types.join('、')}
          </p>
          {(store.price_per_person > 0 || typeof store.distance === 'number') && (
            <p>
              {[store.price_per_person > 0 ? `每人約 NT$${formatNumber(store.price_per_person)}` : '', typeof store.distance === 'number' ? distanceText(store.distance) : '']
                .filter(Boolean)
                .join('・')}
            </p>
          )}
        </div>
      </Link>
      {timeLink && store.free_times && store.free_times.length > 0 && (
        <Times aria-label={`${store.name}可訂時段`}>
          {store.free_times.map((time) => (
            <li key={time}>
              <Link to={timeLink(time)} aria-label={`訂位 ${store.name} ${time}`}>
                {time}
              </Link>
            </li>
          ))}
        </Times>
      )}
      {timeLink && store.waitlist_times && store.waitlist_times.length > 0 && (
        <Times aria-label={`${store.name}可候補時段`} data-waitlist="">
          {store.waitlist_times.map((time) => (
            <li key={time}>
              <Link to={timeLink(time)} aria-label={`候補 ${store.name} ${time}`}>
                候補 {time}
              </Link>
            </li>
          ))}
        </Times>
      )}
    </Item>
  );
}
