import { Fragment } from 'react';
import styled from 'styled-components';

const Set = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 14px;
  legend { font-weight: 600; margin-bottom: 4px; }
  .stars { display: inline-flex; flex-direction: row-reverse; gap: 2px; }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  label { font-size: 1.8rem; line-height: 1; cursor: pointer; color: ${({ theme }) => theme.color.border}; padding: 2px; }
  /* Stars up to the chosen one light up (row-reverse lets ~ reach the lower ones). */
  input:checked ~ label, label:hover, label:hover ~ label { color: ${({ theme }) => theme.color.primary}; }
  input:focus-visible + label { outline: 2px solid ${({ theme }) => theme.color.primary}; border-radius: 4px; }
  .error { color: ${({ theme }) => theme.color.danger}; font-size: 0.85rem; display: block; }
`;

/** One score from 1 to 5 as a radio group of stars: arrow keys move, the label reads "4 分". */
export function ScoreField({ name, legend, value, error, onChange }: { name: string; legend: string; value: number; error?: string; onChange: (score: number) => void }) {
  return (
    <Set aria-invalid={Boolean(error)}>
      <legend>{legend}</legend>
      <span className="stars">
        {[5, 4, 3, 2, 1].map((n) => (
          <Fragment key={n}>
            <input type="radio" id={`${name}-${n}`} name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <label htmlFor={`${name}-${n}`} aria-label={`${n} 分`} title={`${n} 分`}>
              ★
            </label>
          </Fragment>
        ))}
      </span>
      {error && <span className="error">{error}</span>}
    </Set>
  );
}
