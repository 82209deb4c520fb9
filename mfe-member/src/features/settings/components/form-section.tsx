import styled from 'styled-components';
import { Card, media } from '@joy/ui';

/** A titled block of the settings page. */
export const FormSection = styled(Card).attrs({ as: 'section' })`
  padding: 20px;
  margin-bottom: 20px;
  h2 { margin: 0 0 16px; font-size: 1.15rem; }
  fieldset { border: 0; padding: 0; margin: 0 0 14px; }
  legend { font-weight: 600; margin-bottom: 6px; }
  fieldset label { margin-right: 16px; display: inline-flex; align-items: center; gap: 4px; min-height: 32px; }
  ${media.tablet} { padding: 28px; }
`;

export const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
  button { width: 100%; }
  ${media.tablet} { button { width: auto; } }
`;

export const Hint = styled.p`
  margin: -6px 0 14px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;
