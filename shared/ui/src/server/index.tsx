/**
 * The first-view renderers' side of the page server's contract (infra/api lib/first-view.ts):
 * each app's `src/server.tsx`, built for Node by serverConfig (@joy/mf-config), exports
 *
 * - a remote: `render({ url, replies })` → its first view for that URL, or null when it owns
 *   nothing there;
 * - the shell: `renderFrame({ url, view })` → (a promise of) the page frame (navbar, footer)
 *   with the owning remote's first view in its outlet, or the shell's own page.
 *
 * Only these builds import this module (never a browser bundle: react-dom/server stays out of
 * the site's JavaScript).
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig } from 'swr';

export interface FirstViewInput {
  /** The path and query of the page. */
  url: string;
  /** The first view's GET replies the page carries, by `initialReplyKey` (method and URL). */
  replies: Record<string, string>;
  /** Asks the server itself, for a diner without a token, a call the page did not carry. */
  request?: (method: string, url: string, body: string | undefined) => Promise<{ status: number; text: string }>;
}

export interface RenderedView {
  html: string;
  /** The styled-components rules the HTML uses. */
  css: string;
  /** Replies the render asked for (`request`) by `initialReplyKey`: the page carries them too. */
  replies?: Record<string, string>;
}

/** A remote's first view, as the shell's outlet holds it until the remote mounts. */
export interface FirstViewOfRemote {
  name: string;
  html: string;
}

/** Renders an element to HTML with the styles it uses. */
export function renderWithStyles(element: ReactElement): RenderedView {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    // The rules only: without styled-components' rehydration markers (the browser's copy does
    // not take these over; the shell drops them once the live page is up).
    const css = sheet.instance
      .toString()
      .split('/*!sc*/\n')
      .filter((rule) => rule && !rule.startsWith('data-styled.'))
      .join('\n');
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/**
 * A remote's first view: its routes inside a root like the one its first mount renders
 * (remote-lifecycles.tsx), which hydrates it: which release rendered it (`data-release`), and
 * the first view's data by SWR key as `fallback`. The root's `data-remote-root` is the live
 * page's mark, added once the remote has taken the view over. The resource hints React writes
 * ahead of the markup (the lead picture's preload) are left out: the page's head carries them
 * (the page server's page-boot), and the root must be the view's only node.
 */
export function renderRemoteView(info: { release: string; fallback?: Record<string, unknown> }, element: ReactElement): RenderedView {
  const view = renderWithStyles(
    <div data-release={info.release}>
      <SWRConfig value={{ fallback: info.fallback ?? {} }}>{element}</SWRConfig>
    </div>,
  );
  return { ...view, html: view.html.replace(LEADING_HINTS, '') };
}

/** `<link …/>` tags before the root element. */
const LEADING_HINTS = /^(?:<link\b[^>]*>)+/;
