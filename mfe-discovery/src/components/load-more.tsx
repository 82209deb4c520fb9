import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Spinner } from '@joy/ui';

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  padding: 20px 0;
`;

interface Props {
  loading: boolean;
  hasMore: boolean;
  error: unknown;
  onMore: () => void;
  /** Load the next page when the button scrolls into view (infinite scroll); the button stays as the keyboard path. */
  auto?: boolean;
  label?: string;
}

/** The "more" control under a paged list: spinner while loading, retry on error, nothing at the end. */
export function LoadMore({ loading, hasMore, error, onMore, auto = false, label = '載入更多' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const canAuto = auto && hasMore && !loading && !error;

  useEffect(() => {
    const element = ref.current;
    if (!canAuto || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAuto, onMore]);

  if (error) return <ErrorState onRetry={onMore} />;
  if (loading) return <Wrap><Spinner /></Wrap>;
  if (!hasMore) return null;
  return (
    <Wrap ref={ref}>
      <Button type="button" $variant="ghost" onClick={onMore}>
        {label}
      </Button>
    </Wrap>
  );
}
