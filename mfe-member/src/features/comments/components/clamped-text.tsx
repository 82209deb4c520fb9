import { useId, useState } from 'react';
import styled from 'styled-components';
import { MultilineText } from '@joy/ui';

const Text = styled.p<{ $lines: number; $open: boolean }>`
  margin: 6px 0 0;
  line-height: 1.7;
  overflow-wrap: anywhere;
  ${({ $open, $lines }) => !$open && `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${$lines}; overflow: hidden;`}
`;

const Toggle = styled.button`
  border: 0;
  background: none;
  padding: 4px 0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

/** Roughly how many characters fill a line on a phone. */
const CHARS_PER_LINE = 24;

const mayOverflow = (text: string, lines: number) =>
  text.split(/\r?\n/).reduce((rows, line) => rows + Math.max(1, Math.ceil(Array.from(line).length / CHARS_PER_LINE)), 0) > lines;

/** Comment text: newlines as line breaks, clamped to `lines` lines with 展開 / 收合 (§9: 5 lines). */
export function ClampedText({ text, lines = 5 }: { text: string; lines?: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = mayOverflow(text, lines);
  return (
    <>
      <Text id={id} $lines={lines} $open={open || !long}>
        <MultilineText text={text} />
      </Text>
      {long && (
        <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? '收合' : '展開'}
        </Toggle>
      )}
    </>
  );
}
