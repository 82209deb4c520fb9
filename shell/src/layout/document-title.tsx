/** Sets the document title from the route table on every page change (routes/page-titles.ts). */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleFor } from '../routes/page-titles';

export function DocumentTitle(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  return null;
}
