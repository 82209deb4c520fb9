import styled from 'styled-components';

const steps = ['訂位', '確認', '完成'] as const;

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

/** The three booking steps of §4: booking, confirm, finished. */
export function StepIndicator({ current }: { current: 0 | 1 | 2 }) {
  return (
    <List aria-label="訂位步驟">
      {steps.map((label, i) => (
        <li key={label} aria-current={i === current ? 'step' : undefined}>
          {i + 1}. {label}
        </li>
      ))}
    </List>
  );
}
