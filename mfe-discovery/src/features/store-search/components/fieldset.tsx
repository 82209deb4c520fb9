import styled from 'styled-components';

/** A labelled group inside the filter dialog. */
export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 20px;
  padding: 0;
  legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
  select {
    width: 100%;
    font: inherit;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    background: #fff;
  }
  select:focus-visible, input:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 1px; }
`;

export const CheckGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin-top: 10px;
  label { display: flex; align-items: center; gap: 6px; min-height: 32px; cursor: pointer; }
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.color.primary}; }
`;
