import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@joy/ui';

const Box = styled.aside`
  margin-top: 32px;
  padding: 20px 16px;
  text-align: center;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  p { margin: 0 0 12px; color: ${({ theme }) => theme.color.muted}; }
`;

/** The way out when help has no answer. */
export function ContactPrompt() {
  return (
    <Box aria-label="聯絡客服">
      <p>找不到您要的答案嗎？</p>
      <Button as={Link} to="/contact" $variant="ghost">
        聯絡我們
      </Button>
    </Box>
  );
}
