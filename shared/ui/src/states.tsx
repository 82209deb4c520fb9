import { Button, Centered, Spinner } from './primitives';

export function Loading({ label = '載入中…' }: { label?: string }) {
  return (
    <Centered aria-busy="true">
      <Spinner />
      <span>{label}</span>
    </Centered>
  );
}

export function EmptyState({ message }: { message: string }) {
  return <Centered role="status">{message}</Centered>;
}

export function ErrorState({ message = '資料載入失敗，請稍後再試', onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <Centered role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button type="button" $variant="ghost" onClick={onRetry}>
          重新載入
        </Button>
      )}
    </Centered>
  );
}
