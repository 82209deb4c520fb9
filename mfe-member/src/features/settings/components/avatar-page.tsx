import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ApiError, messages } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { syncMember } from '../../../lib/sync-member';
import { initialCrop, type Crop, type Frame } from '../lib/crop';
import { exportCrop } from '../lib/export-crop';
import { ACCEPTED_TYPES, MAX_INPUT_BYTES, loadImage, type LoadedImage } from '../lib/load-image';
import { updateMember } from '../api/update-member';
import { memberKey } from '../api/get-member';
import { AvatarCropper, VIEW } from './avatar-cropper';
import { FormSection } from './form-section';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 20px;
  ${media.tablet} { flex-direction: row; justify-content: flex-end; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 12px 0 0;
`;

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.muted};
`;

function AvatarEditor() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [crop, setCrop] = useState<Crop>({ scale: 1, x: 0, y: 0 });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const frame = useMemo<Frame | null>(() => (image ? { view: VIEW, width: image.width, height: image.height } : null), [image]);

  useEffect(() => () => image?.release(), [image]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) return setProblem('請選擇 PNG、JPEG 或 WebP 圖片');
    if (file.size > MAX_INPUT_BYTES) return setProblem('圖片過大，請選擇 20 MB 以內的圖片');
    try {
      const loaded = await loadImage(file);
      setProblem('');
      setCrop(initialCrop({ view: VIEW, width: loaded.width, height: loaded.height }));
      setImage(loaded);
    } catch {
      setProblem('無法讀取這張圖片，請換一張試試');
    }
  }

  async function save() {
    if (!image || !frame) return;
    setBusy(true);
    try {
      const avatar = await exportCrop(image, crop, frame);
      const record = await updateMember({ avatar });
      // 帳號設定 opens with the new avatar, not the record cached before the change.
      await mutate(memberKey, record, { revalidate: false });
      syncMember(record);
      toast(messages.settingsSaved, 'success');
      navigate('/member/settings');
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fields.avatar ?? '') : '');
      toast(messages.failed, 'failure');
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection aria-label="更換頭像">
      <Intro>選一張照片，拖曳或縮放到滿意的位置，圓形範圍內就是您的新頭像。</Intro>
      <input ref={input} type="file" accept={ACCEPTED_TYPES.join(',')} hidden data-testid="avatar-file" onChange={(e) => void choose(e)} />
      {image && frame && <AvatarCropper image={image} frame={frame} crop={crop} setCrop={setCrop} />}
      {problem && <Problem role="alert">{problem}</Problem>}
      <Actions>
        <Button type="button" $variant={image ? 'ghost' : 'primary'} onClick={() => input.current?.click()}>
          {image ? '換一張' : '選擇圖片'}
        </Button>
        {image && (
          <Button type="button" disabled={busy} onClick={() => void save()}>
            {busy ? '上傳中…' : '儲存頭像'}
          </Button>
        )}
      </Actions>
    </FormSection>
  );
}

/** /member/settings/avatar: choose, crop square, preview, upload; the navbar avatar follows. */
export function AvatarPage() {
  return (
    <MemberPage title="更換頭像" back={{ to: '/member/settings', label: '帳號設定' }}>
      <AvatarEditor />
    </MemberPage>
  );
}
