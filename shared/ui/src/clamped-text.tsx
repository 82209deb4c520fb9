import { useId, useState } from 'react';
import styled from 'styled-components';
import { MultilineText } from './multiline-text';

const Text = styled.p<{ $lines: number; $open: boolean }>`
  margin: 4px 0 0;
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

/** Roughly how many characters fill a line on a phone; a longer text may need the toggle. */
const CHARS_PER_LINE = 24;

/** Whether a text may run past `lines` lines (explicit line breaks, or long wrapped lines). */
export function mayOverflow(text: string, lines: number): boolean {
  const rows = text.split(/\r?\n/).reduce((sum, line) => sum + Math.max(1, Math.ceil(Array.from(line).length / CHARS_PER_LINE)), 0);
  return rows > lines;
}

/** Text clamped to a number of lines with a 展開/收合 toggle (§9: comment body, 5 lines). */
export function ClampedText({ text, lines = 5 }: { text: string; lines?: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const needsToggle = mayOverflow(text, lines);
  return (
    <>
      <Text id={id} $lines={lines} $open={open || !needsToggle}>
        <MultilineText text={text} />
      </Text>
      {needsToggle && (
        <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? '收合' : '展開'}
        </Toggle>
      )}
    </>
  );
}
