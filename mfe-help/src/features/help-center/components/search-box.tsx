import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './styles';

const Form = styled.form`
  margin-top: 16px;
  input {
    width: 100%;
    min-height: 48px;
    padding: 10px 16px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    background: #fff;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
`;

/** The help search field; searching happens as the reader types, so submitting does nothing. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>
        <VisuallyHidden>搜尋問題</VisuallyHidden>
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="輸入關鍵字，例如：樂幣、訂位、刪除帳號"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form>
  );
}
