import styled from 'styled-components';
import { media } from '@joy/ui';

/** The responsive store grid: 2 columns on phones, 3 from 768 px, 5 from 1200 px. */
export const StoreGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  padding: 0;
  margin: 0;
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.desktop} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`;
