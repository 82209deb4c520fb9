import styled, { keyframes } from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'ghost' }>`
  appearance: none;
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.color.primary)};
  color: ${({ theme, $variant }) => ($variant === 'ghost' ? theme.color.primary : '#fff')};
  border-radius: 999px;
  padding: 8px 20px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  min-height: 40px;
  &:hover { filter: brightness(0.95); }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 2px; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-label': '載入中' })`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.color.primarySoft};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export const Page = styled.div`
  max-width: ${({ theme }) => theme.breakpoint.desktop}px;
  margin: 0 auto;
  padding: 16px;
`;

export const Card = styled.div`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
