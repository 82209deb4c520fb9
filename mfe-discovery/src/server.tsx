/**
 * The first view in Node, for the page server (serverConfig of @joy/mf-config builds this into
 * dist/server/render.js): the page's routes with the data the page carries.
 */
import { StaticRouter } from '@joy/router/server';
import { firstViewData } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { renderRemoteView, type FirstViewInput, type RenderedView } from '@joy/ui/server';
import { AppRoutes } from './app/app';
import { firstViewLoaders } from './app/first-view';

export async function render({ url, replies, request }: FirstViewInput): Promise<RenderedView> {
  const made = new Map<string, string>();
  const data = await firstViewData(firstViewLoaders(url), new Map(Object.entries(replies)), request ? { request, made } : undefined);
  const view = renderRemoteView(
    { release: process.env.JOY_RELEASE ?? 'local', fallback: data },
    <RemoteRoot>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </RemoteRoot>,
  );
  return { ...view, replies: Object.fromEntries(made) };
}
