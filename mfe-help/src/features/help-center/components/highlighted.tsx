import { Fragment } from 'react';
import styled from 'styled-components';
import type { Segment } from '../lib/fold';

const Mark = styled.mark`
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 600;
  padding: 0;
`;

/** Text with the search matches in <mark>; every piece stays a text node. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) => (segment.match ? <Mark key={i}>{segment.text}</Mark> : <Fragment key={i}>{segment.text}</Fragment>))}
    </>
  );
}
