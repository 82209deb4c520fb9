import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, media } from '@joy/ui';

export const InfoBox = styled(Card)`
  padding: 20px;
  margin-bottom: 16px;
  ${media.tablet} { padding: 24px; }
  h2 { margin: 0 0 10px; font-size: 1.15rem; }
  ol, ul { margin: 0; padding-left: 1.3em; line-height: 1.8; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

/** A titled explanation box. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <InfoBox as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </InfoBox>
  );
}
