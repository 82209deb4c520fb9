import styled from 'styled-components';

export const Section = styled.section`
  margin-bottom: 24px;
  h2 { font-size: 1.15rem; margin: 0 0 10px; }
  p { line-height: 1.7; }
`;
