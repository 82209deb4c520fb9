import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  gap: 8px;
  padding: 0;
  margin: 16px 0;
  list-style: none;
  li {
    flex: 1;
    text-align: center;
    padding: 8px;
    border-bottom: 3px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.muted};
  }
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
  }
`;

/**
 * Numbered steps with the current one marked (§4: the booking steps, the comment flow). When
 * the step changes, the button that moved it has gone with the old step and focus has fallen
 * back to the page: it is put on the new current step, so the keyboard goes on from there.
 */
export function StepIndicator({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) list.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus();
  }, [current]);
  return (
    <List ref={list} aria-label={label}>
      {steps.map((label, i) => (
        <li key={label} aria-current={i === current ? 'step' : undefined} tabIndex={i === current ? -1 : undefined}>
          {i + 1}. {label}
        </li>
      ))}
    </List>
  );
}
