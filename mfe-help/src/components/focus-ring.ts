import { css } from 'styled-components';

/** One visible focus style for every link and control in help. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;
