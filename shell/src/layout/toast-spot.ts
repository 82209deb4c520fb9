/**
 * Where message toasts show. Over the page they sit at 40% of its height; while a modal
 * dialog is open they never cover it: they move into the free band above the dialog's panel,
 * else the one below it, and when the panel leaves neither (a dialog filling a phone's screen)
 * they wait until it closes.
 */
export type ToastSpot = { at: 'page' } | { at: 'beside-dialog'; top: number } | null;

/** Space kept between a toast and the viewport's edge or the dialog's panel. */
export const TOAST_GAP = 12;
/** The height one toast needs when it cannot be measured yet. */
export const TOAST_HEIGHT = 52;

interface Band {
  top: number;
  bottom: number;
}

/** The open modal dialogs' panels (the site's Dialog portals them into the body). */
export function openDialogPanels(root: ParentNode = document): Band[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')).map((panel) => panel.getBoundingClientRect());
}

/** The spot for toasts needing `need` px, with these panels open in a viewport `viewport` px high. */
export function toastSpot(panels: readonly Band[], viewport: number, need: number): ToastSpot {
  if (panels.length === 0) return { at: 'page' };
  const top = Math.min(...panels.map((p) => p.top));
  const bottom = Math.max(...panels.map((p) => p.bottom));
  const room = need + 2 * TOAST_GAP;
  if (top >= room) return { at: 'beside-dialog', top: Math.round((top - need) / 2) };
  if (viewport - bottom >= room) return { at: 'beside-dialog', top: Math.round(bottom + (viewport - bottom - need) / 2) };
  return null;
}
