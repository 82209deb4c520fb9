import styled from 'styled-components';

/**
 * The look of every grid of pressable choices (a date's times, a strip of dates): buttons with
 * aria-pressed for the chosen one, disabled (struck through) when full. `$min` is a cell's least
 * width. Each remote owns the behaviour; the booking steps, the store's booking panel and the
 * 更改訂位 panel share this one look.
 */
export const ChoiceGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 72 }) => $min}px, 1fr));
  gap: 8px;
  button {
    min-height: 44px;
    padding: 8px 4px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #fff;
    font: inherit;
    line-height: 1.3;
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.primarySoft}; font-weight: 700; }
  button:disabled { color: #999; cursor: not-allowed; text-decoration: line-through; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 2px; }
`;
