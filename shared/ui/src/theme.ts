/**
 * The styled-components theme: primary orange, breakpoints 768 and 1200 (§2, §9). The orange,
 * green and their dark shades read at 4.5:1 or more on white, the surface and primarySoft, so
 * text, links and white-on-colour buttons meet WCAG AA contrast.
 */
export const theme = {
  color: {
    primary: '#b85000',
    primaryDark: '#9a4300',
    primarySoft: '#fff3e8',
    text: '#262626',
    muted: '#6b6b6b',
    border: '#e6e6e6',
    background: '#ffffff',
    surface: '#faf8f6',
    success: '#237347',
    danger: '#c62828',
  },
  breakpoint: { tablet: 768, desktop: 1200 },
  radius: '12px',
  dialogWidth: 375,
  drawerWidth: 421,
  font: `'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', system-ui, sans-serif`,
} as const;

export type Theme = typeof theme;

export const media = {
  tablet: `@media (min-width: ${theme.breakpoint.tablet}px)`,
  desktop: `@media (min-width: ${theme.breakpoint.desktop}px)`,
};

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
