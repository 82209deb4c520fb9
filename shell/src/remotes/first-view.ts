/**
 * The owning remote's first view the page's HTML carries (rendered by the page server: the
 * API's lib/first-view.ts). The shell takes it before its own first render replaces the
 * server-rendered frame, its outlet puts the same node back in the same commit (no frame in
 * between), and the remote's first mount replaces it with the live page, rendered from the
 * same data — so the diner sees the content from the first paint and nothing moves when the
 * JavaScript arrives. Until then it is `inert` and `aria-hidden`: no dead clicks, and no
 * half-ready page for assistive technology.
 */
import { createContext } from 'react';
import type { RemoteName } from '@joy/mf-config/remotes';

export const FIRST_VIEW_ATTR = 'data-first-view';

/** In the page server's render: the owning remote's first-view HTML, for its outlet. */
export const ServerFirstView = createContext<{ name: string; html: string } | null>(null);

let held: { name: string; node: HTMLElement } | null = null;

/** Keeps the carried first view's node; call before the shell's first render. */
export function captureFirstView(doc: Document = document): void {
  // The element, not the <style data-first-view> tags of the head.
  const node = doc.querySelector<HTMLElement>(`div[${FIRST_VIEW_ATTR}]`);
  const name = node?.getAttribute(FIRST_VIEW_ATTR);
  held = node && name ? { name, node } : null;
}

/** The carried first view of a remote, while its live page has not replaced it. */
export function firstViewOf(name: RemoteName): HTMLElement | null {
  return held?.name === name ? held.node : null;
}

/**
 * The remote mounted (its first render replaced the node) or could not load: the carried view
 * and its styles go.
 */
export function releaseFirstView(name: RemoteName, doc: Document = document): void {
  if (held?.name !== name) return;
  held.node.remove();
  held = null;
  doc.querySelectorAll(`style[${FIRST_VIEW_ATTR}]`).forEach((style) => style.remove());
}

/** Forgets what was taken (tests). */
export function resetFirstView(): void {
  held = null;
}
