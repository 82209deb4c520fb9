import styled from 'styled-components';
import { media } from '@joy/ui';

/** A list of cards: one column on phones and tablets, two from 1200 px. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${media.desktop} { grid-template-columns: 1fr 1fr; }
`;
