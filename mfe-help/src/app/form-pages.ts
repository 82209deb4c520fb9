import { lazyPage, type LazyPage } from '@joy/ui';

/*
 * The two forms (contact, cooperation) share a chunk fetched when one is opened: they bring
 * the forms' schemas and yup, which the help centre does not need. A page whose chunk is in
 * renders at once (lazyPage): the server's render and the first mount fetch it first
 * (`preloadPageOf`), so the server-rendered form is in the HTML and is taken over in one pass.
 */
export const ContactPage = lazyPage(() => import(/* webpackChunkName: "form-pages" */ '../features/contact/components/contact-page').then((m) => m.ContactPage));
export const CooperationPage = lazyPage(() => import(/* webpackChunkName: "form-pages" */ '../features/cooperation/components/cooperation-page').then((m) => m.CooperationPage));
const formPages: Record<string, LazyPage | undefined> = { '/contact': ContactPage, '/cooperation': CooperationPage };

/**
 * Fetches the chunk of the form page a path shows, if it is one (a trailing slash aside; the
 * route table's own normalisePath would bring the whole table into this bundle).
 */
export function preloadPageOf(pathname: string): Promise<void> {
  return formPages[pathname.replace(/\/+$/, '')]?.preload() ?? Promise.resolve();
}
