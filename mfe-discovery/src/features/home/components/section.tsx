import styled from 'styled-components';

export const Section = styled.section`
  margin-top: 28px;
  h2 { font-size: 1.25rem; margin: 0 0 12px; }
`;
