/**
 * The owning remote's first view the page's HTML carries (rendered by the page server: the
 * API's lib/first-view.ts). The shell takes it before its own first render, which either takes
 * the server-rendered frame over as it is (hydration: a diner without a login, whose frame is
 * the one the server rendered; the outlet then renders the same markup and React keeps the
 * nodes) or replaces the frame (a signed-in diner's navbar differs), its outlet then putting
 * the same node back in the same commit (no frame in between). The remote's first mount
 * replaces it with the live page, rendered from the same data — so the diner sees the content
 * from the first paint and nothing moves when the JavaScript arrives. Until then it is `inert`
 * and `aria-hidden`: no dead clicks, and no half-ready page for assistive technology.
 */
import { createContext } from 'react';
import type { RemoteName } from '@joy/mf-config/remotes';

export const FIRST_VIEW_ATTR = 'data-first-view';

/** In the page server's render: the owning remote's first-view HTML, for its outlet. */
export const ServerFirstView = createContext<{ name: string; html: string } | null>(null);

/** The outlet's markup around a remote's first view: the page server's and the hydrating client's. */
export const firstViewMarkup = (name: string, html: string): string => `<div ${FIRST_VIEW_ATTR}="${name}" inert aria-hidden="true">${html}</div>`;

let held: { name: string; node: HTMLElement; markup: string | null } | null = null;

/**
 * Keeps the carried first view's node; call before the shell's first render. `hydrating`: that
 * render takes the server's DOM over, and the outlet must render the markup it holds.
 */
export function captureFirstView(doc: Document = document, hydrating = false): void {
  // The element, not the <style data-first-view> tags of the head.
  const node = doc.querySelector<HTMLElement>(`div[${FIRST_VIEW_ATTR}]`);
  const name = node?.getAttribute(FIRST_VIEW_ATTR);
  held = node && name ? { name, node, markup: hydrating ? node.outerHTML : null } : null;
}

/** What the outlet of a remote renders while hydrating: the server's markup, as it stands. */
export function hydratingMarkupOf(name: RemoteName): string | null {
  return held?.name === name ? held.markup : null;
}

/** The carried first view of a remote, while its live page has not replaced it. */
export function firstViewOf(name: RemoteName): HTMLElement | null {
  return held?.name === name ? held.node : null;
}

/**
 * The carried view a remote's first mount may take over as it stands (hydration): only when
 * the shell took its own frame over the same way (a diner without a login; the view was
 * rendered for such a diner) and the view is still on the page.
 */
export function hydratableFirstViewOf(name: RemoteName): HTMLElement | null {
  return held?.name === name && held.markup !== null && held.node.isConnected ? held.node : null;
}

/**
 * The remote mounted or could not load, or the diner went elsewhere: the carried view goes with
 * its styles — unless the remote's mount took it over (`mounted`, and the node is still on the
 * page: a replacing render removes it). It is then the live page's root element, neither inert
 * nor hidden, and the styles stay: parts of the page inside a Suspense boundary are taken over
 * after the mount, and until they are, the server's rules are the only ones they have (the
 * browser's rules have the same class names and the same text); they lose the first view's
 * mark only (removing a style sheet would have the browser restyle the whole page).
 */
export function releaseFirstView(name: RemoteName, doc: Document = document, { mounted = false }: { mounted?: boolean } = {}): void {
  if (held?.name !== name) return;
  const { node } = held;
  held = null;
  if (mounted && node.isConnected) {
    for (const attribute of [FIRST_VIEW_ATTR, 'inert', 'aria-hidden']) node.removeAttribute(attribute);
    doc.querySelectorAll(`style[${FIRST_VIEW_ATTR}]`).forEach((style) => style.removeAttribute(FIRST_VIEW_ATTR));
    return;
  }
  node.remove();
  doc.querySelectorAll(`style[${FIRST_VIEW_ATTR}]`).forEach((style) => style.remove());
}

/** Forgets what was taken (tests). */
export function resetFirstView(): void {
  held = null;
}
