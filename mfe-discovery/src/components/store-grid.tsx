import styled from 'styled-components';
import { media } from '@joy/ui';

/** A store card's usual height (picture, name, rating, times), measured at 412 and 1280 px wide. */
const CARD_HEIGHT_PX = 290;

/**
 * The responsive store grid: 2 columns on phones, 3 from 768 px, 5 from 1200 px. A card out of
 * sight is neither laid out nor painted, nor its picture fetched, until it comes near the screen
 * (`content-visibility: auto`, with a card's usual height kept for it, then its own once seen):
 * a list's first view costs the cards on screen, not all thirty.
 */
export const StoreGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  padding: 0;
  margin: 0;
  & > li { content-visibility: auto; contain-intrinsic-size: auto ${CARD_HEIGHT_PX}px; }
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.desktop} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`;
