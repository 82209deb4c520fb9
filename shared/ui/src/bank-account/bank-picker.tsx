import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldFrame, Spinner, TextField } from '@joy/ui';
import { bankMatches, type BankOption } from './bank-search';

const Field = styled(FieldFrame)`
  select { font: inherit; padding: 6px; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: 8px; width: 100%; }
  select[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
  .error { color: ${({ theme }) => theme.color.danger}; font-size: 0.85rem; }
`;

interface Props {
  /** Every bank by code (POST /v2/bank/list); undefined while it loads. */
  banks: readonly BankOption[] | undefined;
  /** The list failed to load: a way to try again is shown instead. */
  loadFailed?: boolean;
  onRetry?: () => void;
  value: string;
  error?: string;
  onChange: (code: string) => void;
  /** The list's element id (the member's form keeps `bank-code`). */
  id?: string;
}

/**
 * The searchable bank list: a search box (code or name; 台 and 臺 alike) above a list box of
 * the banks that match. The chosen bank stays listed whatever is typed.
 */
export function BankPicker({ banks, loadFailed = false, onRetry, value, error, onChange, id }: Props) {
  const own = useId();
  const listId = id ?? `${own}-bank`;
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => (banks ?? []).filter((b) => b.code === value || bankMatches(b, keyword)), [banks, keyword, value]);
  return (
    <>
      <TextField label="搜尋銀行" type="search" placeholder="輸入銀行名稱或代碼" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <Field>
        <label htmlFor={listId}>銀行</label>
        {loadFailed ? (
          <span className="error">
            銀行清單載入失敗，
            <Button type="button" $variant="ghost" onClick={onRetry}>
              重新載入
            </Button>
          </span>
        ) : !banks ? (
          <Spinner />
        ) : (
          <select id={listId} size={5} value={value} aria-invalid={Boolean(error)} aria-describedby={error ? `${listId}-error` : undefined} onChange={(e) => onChange(e.target.value)}>
            {shown.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.code} {bank.name}
              </option>
            ))}
          </select>
        )}
        {banks && shown.length === 0 && <span role="status">找不到符合的銀行</span>}
        {error && (
          <span className="error" id={`${listId}-error`}>
            {error}
          </span>
        )}
      </Field>
    </>
  );
}
