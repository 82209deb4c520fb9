import { Centered, Page, Button } from './primitives';

/** A route whose page is not built yet: says so plainly and offers the way home. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Page>
      <h1>{title}</h1>
      <Centered role="status">
        <span>這個頁面即將推出，敬請期待。</span>
        <Button as="a" href="/" $variant="ghost">
          回首頁
        </Button>
      </Centered>
    </Page>
  );
}

/** What a remote shows when one of its components throws (single-spa-react errorBoundary). */
export function RemoteCrash({ onRetry }: { onRetry?: () => void }) {
  return (
    <Centered role="alert" data-testid="remote-crash">
      <strong>這個區塊暫時無法顯示</strong>
      <span>請重新整理，或稍後再試。（SHELL-003）</span>
      <Button type="button" onClick={onRetry ?? (() => window.location.reload())}>
        重新整理
      </Button>
    </Centered>
  );
}
