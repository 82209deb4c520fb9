import styled from 'styled-components';
import { media } from './theme';

/** The look of every WAI-ARIA tab list (role="tablist"); each remote owns the behaviour. */
export const TabList = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const TabButton = styled.button`
  flex: 1;
  min-height: 44px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primaryDark};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: -3px; }
  ${media.tablet} { flex: none; padding: 0 24px; }
`;
