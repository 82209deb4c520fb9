/**
 * The first view in Node, for the page server (serverConfig of @joy/mf-config builds this into
 * dist/server/render.js). The help pages' first view needs no API data.
 */
import { StaticRouter } from '@joy/router/server';
import { RemoteRoot } from '@joy/ui';
import { renderRemoteView, type FirstViewInput, type RenderedView } from '@joy/ui/server';
import { AppRoutes } from './app/app';
import { preloadPageOf } from './app/form-pages';

export async function render({ url }: FirstViewInput): Promise<RenderedView> {
  // renderToString cannot wait for a chunk: a form page's code first.
  await preloadPageOf(new URL(url, 'http://localhost').pathname);
  return renderRemoteView(
    { release: process.env.JOY_RELEASE ?? 'local' },
    <RemoteRoot>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </RemoteRoot>,
  );
}
