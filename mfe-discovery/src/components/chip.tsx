import styled from 'styled-components';

/** A pill button; `aria-pressed` marks a chosen filter. */
export const Chip = styled.button`
  appearance: none;
  flex: none;
  min-height: 36px;
  padding: 4px 14px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: #fff;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 0.9rem;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: 600;
  }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 2px; }
`;

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
