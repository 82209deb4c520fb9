import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new page starts at the top; back and forward keep the browser's own position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo({ top: 0 });
  }, [pathname, type]);
  return null;
}
