import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: 12px;
  background: linear-gradient(90deg, #f1eeeb 25%, #faf8f6 50%, #f1eeeb 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** Grey placeholders in the shape of the list while its first page loads. */
export function ListSkeleton({ rows = 3, height = 96 }: { rows?: number; height?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="載入中">
      {Array.from({ length: rows }, (_, i) => (
        <Block key={i} $height={height} />
      ))}
    </div>
  );
}
