import { useEffect, useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { PASSBOOK_TYPES, passbookProblem } from './passbook-file';

const Box = styled.div`
  margin-bottom: 14px;
  > span { display: block; font-weight: 600; margin-bottom: 4px; }
  input { position: absolute; width: 1px; height: 1px; opacity: 0; }
  label {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 132px;
    padding: 12px;
    border: 2px dashed ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.muted};
    text-align: center;
    cursor: pointer;
  }
  input:focus-visible + label { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  label[data-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
  img { max-width: 100%; max-height: 160px; border-radius: 8px; object-fit: contain; }
`;

const Error = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.85rem;
`;

interface Props {
  file: File | null;
  /** The largest photo the API takes (the contract's PASSBOOK_IMAGE_MAX_BYTES). */
  maxBytes: number;
  error?: string;
  onChange: (file: File | null, problem: string | null) => void;
}

/** The upload box: choose the passbook cover photo (type and size checked here), see a preview, choose again. */
export function PassbookUpload({ file, maxBytes, error, onChange }: Props) {
  const id = useId();
  const [preview, setPreview] = useState('');

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview('');
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = passbookProblem(chosen, maxBytes);
    onChange(problem ? null : chosen, problem);
  }

  return (
    <Box>
      <span id={`${id}-title`}>存摺封面照片</span>
      <input id={id} type="file" accept={PASSBOOK_TYPES.join(',')} aria-labelledby={`${id}-title ${id}-hint`} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} onChange={choose} />
      <label htmlFor={id} data-invalid={Boolean(error)}>
        {file && preview && <img src={preview} alt="存摺封面預覽" />}
        <span id={`${id}-hint`}>{file ? `${file.name}（點此重新選擇）` : `點此上傳存摺封面（JPEG、PNG 或 WebP，${maxBytes / 1024 / 1024} MB 以內）`}</span>
      </label>
      {error && <Error id={`${id}-error`}>{error}</Error>}
    </Box>
  );
}
