import styled from 'styled-components';

/** A pill that shows its on/off state (aria-pressed): like, favourite. */
export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: #fff;
  color: ${({ theme }) => theme.color.primaryDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; color: #fff; }
  &:disabled { opacity: 0.6; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 2px; }
`;
