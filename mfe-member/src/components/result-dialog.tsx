import { useEffect } from 'react';
import styled from 'styled-components';
import { Dialog } from '@joy/ui';

/** §8/§9: an order update result (已保留 / 已取消 / 失敗) stays 3 s. */
export const RESULT_MS = 3000;

export interface Result {
  message: string;
  success: boolean;
  detail?: string;
}

const Body = styled.div<{ $success: boolean }>`
  text-align: center;
  span[aria-hidden] {
    display: block;
    font-size: 2.5rem;
    line-height: 1;
    color: ${({ theme, $success }) => ($success ? theme.color.success : theme.color.danger)};
  }
  p { margin: 8px 0 0; color: ${({ theme }) => theme.color.muted}; }
`;

/** A short result dialog with a success or failure icon that closes itself after 3 s. */
export function ResultDialog({ result, onClose }: { result: Result | null; onClose: () => void }) {
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(onClose, RESULT_MS);
    return () => clearTimeout(timer);
  }, [result, onClose]);

  return (
    <Dialog open={Boolean(result)} title={result?.message} onClose={onClose}>
      {result && (
        <Body $success={result.success} role="status">
          <span aria-hidden="true">{result.success ? '✓' : '✕'}</span>
          {result.detail && <p>{result.detail}</p>}
        </Body>
      )}
    </Dialog>
  );
}
