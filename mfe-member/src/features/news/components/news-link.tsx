import { Link } from 'react-router-dom';
import { Button } from '@joy/ui';

/** A news item's link: a site path stays in the app, anything else opens in a new tab. */
export function NewsLink({ href, label = '查看詳情' }: { href: string; label?: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Button as={Link} to={href}>
        {label}
      </Button>
    );
  }
  if (!/^https?:\/\//i.test(href)) return null;
  return (
    <Button as="a" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden">（另開新視窗）</span>
    </Button>
  );
}
