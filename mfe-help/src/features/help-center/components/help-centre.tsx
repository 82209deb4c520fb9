import { useLocation } from 'react-router-dom';
import { locateHelp, resolveHelpView } from '../../../lib/help-path';
import { ArticlePage } from './article-page';
import { CategoryPage } from './category-page';
import { HelpBaseProvider } from '../../../components/help-links';
import { HelpHome } from './help-home';
import { HelpNotFound } from './help-not-found';

/** Everything under /help and under any `app-help` segment: resolves the path, then renders. */
export function HelpCentre() {
  const { pathname } = useLocation();
  const location = locateHelp(pathname);
  if (!location) return null;
  const view = resolveHelpView(location.rest);
  return (
    <HelpBaseProvider base={location.base} inApp={location.inApp}>
      {view.kind === 'home' && <HelpHome />}
      {view.kind === 'category' && <CategoryPage category={view.category} />}
      {view.kind === 'article' && <ArticlePage key={view.article.id} article={view.article} category={view.category} />}
      {view.kind === 'not-found' && <HelpNotFound />}
    </HelpBaseProvider>
  );
}
