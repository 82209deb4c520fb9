import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resolve } from '../routes/match';

/** Applies the route table's redirects: /booking-result → /, unknown paths → the error page. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const resolution = resolve(pathname);
    if (resolution.kind === 'redirect') navigate(resolution.to, { replace: true });
  }, [pathname, navigate]);
  return null;
}
