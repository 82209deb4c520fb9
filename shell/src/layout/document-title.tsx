/**
 * Sets the document title from the route table on every page change (routes/page-titles.ts),
 * or, for the path a remote has named (`page:title`: a store's or an article's own title once
 * its data is in), that name — whichever of the two the diner's path calls for, in whatever
 * order the shell's route change and the remote's name arrive.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { on } from '@joy/bus';
import { normalisePath } from '../routes/match';
import { titleFor } from '../routes/page-titles';

export function DocumentTitle(): null {
  const { pathname } = useLocation();
  const [named, setNamed] = useState<{ pathname: string; title: string } | null>(null);
  useEffect(() => on('page:title', (page) => setNamed({ pathname: normalisePath(page.pathname), title: page.title })), []);
  useEffect(() => {
    document.title = named && named.pathname === normalisePath(pathname) ? named.title : titleFor(pathname);
  }, [pathname, named]);
  return null;
}
