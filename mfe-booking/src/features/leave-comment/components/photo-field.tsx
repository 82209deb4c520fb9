import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@joy/ui';
import { PHOTO_ACCEPT, PHOTO_MAX_COUNT, PHOTO_MAX_MB } from '../lib/photo-checks';

const Box = styled.div`
  margin-bottom: 14px;
  .label { font-weight: 600; display: block; margin-bottom: 6px; }
  ul { list-style: none; padding: 0; margin: 0 0 8px; display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; }
  li { position: relative; }
  img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 8px; display: block; }
  li button { position: absolute; top: 4px; right: 4px; padding: 2px 8px; font-size: 0.8rem; }
  progress { width: 100%; height: 6px; }
  .hint { color: ${({ theme }) => theme.color.muted}; font-size: 0.85rem; }
  .error { color: ${({ theme }) => theme.color.danger}; font-size: 0.85rem; }
`;

/** Object URLs for previews, revoked when the files change or the field goes away. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')), [files]);
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);
  return urls;
}

export interface PhotoFieldProps {
  kept: string[];
  photos: File[];
  /** Upload progress per new photo (0–1) while sending; null when idle. */
  progress: number | null;
  error: string | null;
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRemoveKept: (url: string) => void;
  onRemovePhoto: (index: number) => void;
}

/** Up to N photos: the ones already posted (edit), new ones with previews, and one progress bar while uploading. */
export function PhotoField({ kept, photos, progress, error, disabled, onPick, onRemoveKept, onRemovePhoto }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(photos);
  const count = kept.length + photos.length;
  return (
    <Box>
      <span className="label" id="photos-label">
        照片（{count} / {PHOTO_MAX_COUNT}）
      </span>
      <ul aria-labelledby="photos-label">
        {kept.map((url, i) => (
          <li key={url}>
            <img src={url} alt={`已上傳的照片 ${i + 1}`} />
            <Button type="button" $variant="ghost" disabled={disabled} onClick={() => onRemoveKept(url)} aria-label={`移除已上傳的照片 ${i + 1}`}>
              移除
            </Button>
          </li>
        ))}
        {photos.map((file, i) => (
          <li key={`${file.name}-${i}`}>
            <img src={previews[i]} alt={`新照片 ${file.name}`} />
            <Button type="button" $variant="ghost" disabled={disabled} onClick={() => onRemovePhoto(i)} aria-label={`移除照片 ${file.name}`}>
              移除
            </Button>
          </li>
        ))}
      </ul>
      {progress !== null && photos.length > 0 && (
        <progress aria-label="照片上傳進度" max={100} value={Math.round(progress * 100)}>
          {Math.round(progress * 100)}%
        </progress>
      )}
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        hidden
        data-testid="photo-input"
        onChange={(e) => {
          onPick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {count < PHOTO_MAX_COUNT && (
        <Button type="button" $variant="ghost" disabled={disabled} onClick={() => input.current?.click()}>
          新增照片
        </Button>
      )}
      <p className="hint">JPEG、PNG 或 WebP，每張 {PHOTO_MAX_MB} MB 以內。</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Box>
  );
}
