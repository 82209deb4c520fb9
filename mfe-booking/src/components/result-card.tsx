import styled from 'styled-components';
import { Card } from '@joy/ui';

/** The centred card of the booking outcome pages (reservation success, booking result). */
export const ResultCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
  padding: 24px;
  text-align: center;
  .actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; margin-top: 16px; }
`;
