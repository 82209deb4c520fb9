import { createGlobalStyle } from 'styled-components';

/** The only global styles on the page; remotes add none (federation hygiene). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    line-height: 1.6;
  }
  a { color: inherit; }
  img { max-width: 100%; display: block; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
