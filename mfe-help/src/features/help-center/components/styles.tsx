import styled from 'styled-components';
import { Card, media } from '@joy/ui';
import type { Platform } from '../../../content/types';
import { focusRing } from '../../../components/focus-ring';


export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** A plain list of article links, one per row, with a comfortable touch target. */
export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li { border-top: 1px solid ${({ theme }) => theme.color.border}; }
  a {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 48px;
    padding: 10px 4px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    ${focusRing}
  }
  a:hover { color: ${({ theme }) => theme.color.primaryDark}; }
`;

export const Section = styled.section`
  margin-top: 24px;
  h2 { font-size: 1.15rem; margin: 0 0 8px; }
  ${media.tablet} { margin-top: 32px; }
`;

export const Panel = styled(Card)`
  padding: 4px 16px;
`;

const platformLabel: Record<Exclude<Platform, 'both'>, string> = { app: 'App 適用', web: '網頁適用' };

const BadgeBox = styled.span`
  flex: none;
  font-size: 0.75rem;
  padding: 2px 8px;
  border-radius: 999px;
  color: ${({ theme }) => theme.color.primaryDark};
  background: ${({ theme }) => theme.color.primarySoft};
`;

/** Marks an article that applies to one platform only; nothing for 'both'. */
export function PlatformBadge({ platform }: { platform: Platform }) {
  return platform === 'both' ? null : <BadgeBox>{platformLabel[platform]}</BadgeBox>;
}
