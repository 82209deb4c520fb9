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

/** Numbered steps with the current one marked (§4: the booking steps, the comment flow). */
export function StepIndicator({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <List aria-label={label}>
      {steps.map((label, i) => (
        <li key={label} aria-current={i === current ? 'step' : undefined}>
          {i + 1}. {label}
        </li>
      ))}
    </List>
  );
}
