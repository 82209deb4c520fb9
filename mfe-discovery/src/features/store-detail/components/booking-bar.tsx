import styled from 'styled-components';
import { Button, media } from '@joy/ui';

const Bar = styled.div`
  /* Sticky, not fixed: it rides the bottom of the screen while the store page scrolls and
     comes to rest after the page's last content, so it never covers the content or the footer. */
  position: sticky;
  bottom: 0;
  z-index: 20;
  margin: 16px -16px -16px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  background: #fff;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.06);
  button { width: 100%; min-height: 48px; font-size: 1.05rem; }
  ${media.tablet} { display: none; }
`;

/**
 * The phone's 立即訂位 bar at the bottom of the store page: it brings the booking panel (which
 * sits below the tabs there) into view and moves the focus to its heading, so a keyboard or
 * screen-reader user lands where the choices start.
 */
export function BookingBar({ panelId, headingId }: { panelId: string; headingId: string }) {
  const open = () => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(headingId)?.focus({ preventScroll: true });
  };
  return (
    <Bar>
      <Button type="button" aria-controls={panelId} onClick={open}>
        立即訂位
      </Button>
    </Bar>
  );
}
