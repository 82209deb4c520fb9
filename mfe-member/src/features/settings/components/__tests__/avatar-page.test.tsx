import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@joy/auth';
import { on, type LiveChange } from '@joy/bus';
import { Route, Routes } from 'react-router-dom';
import { fail, logIn, logOut, memberRecord, mockFetch, ok } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { AvatarPage } from '../avatar-page';
import { SettingsPage } from '../settings-page';

jest.mock('../../lib/load-image', () => ({
  ...jest.requireActual('../../lib/load-image'),
  // jsdom decodes no pictures: an 800 × 600 photo.
  loadImage: jest.fn(async () => ({ source: { photo: true }, width: 800, height: 600, release: jest.fn() })),
}));

/** Every 2D context drawn on, so the test can read what would be uploaded. */
const contexts: Array<{ canvas: HTMLCanvasElement; drawImage: jest.Mock }> = [];

beforeAll(() => {
  // jsdom has no PointerEvent; a MouseEvent with a pointer id is what the cropper reads.
  class TestPointerEvent extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: TestPointerEvent });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const ctx = { canvas: this, drawImage: jest.fn(), setTransform: jest.fn(), clearRect: jest.fn(), fillRect: jest.fn(), beginPath: jest.fn(), rect: jest.fn(), arc: jest.fn(), fill: jest.fn(), fillStyle: '', imageSmoothingQuality: 'low' };
    contexts.push(ctx);
    return ctx as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    callback(new Blob(['jpeg-bytes'], { type }));
  };
});

let toasts: string[] = [];
let off: () => void;
beforeEach(() => {
  logIn();
  contexts.length = 0;
  toasts = [];
  off = on('ui:toast', ({ message }) => toasts.push(message));
});
afterEach(() => {
  off();
  act(() => logOut());
});

const photo = () => new File(['png'], 'me.png', { type: 'image/png' });
const renderAvatar = () => renderRoute(<AvatarPage />, { url: '/member/settings/avatar' });
const lastExport = () => contexts.filter((c) => c.canvas.width === 512).at(-1)?.drawImage.mock.calls.at(-1);

describe('avatar crop (/member/settings/avatar)', () => {
  it('crops with keys and pointer, uploads the square as the avatar field and updates the shared avatar', async () => {
    const calls = mockFetch(() => ok(memberRecord({ avatar: '/uploads/avatars/new.jpg', name: '林美玲' })));
    renderAvatar();
    expect(screen.getByRole('button', { name: '選擇圖片' })).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('avatar-file'), photo());

    const stage = await screen.findByRole('group', { name: '裁切頭像' });
    expect(screen.getByRole('img', { name: '頭像預覽' })).toBeInTheDocument();
    const zoom = screen.getByRole('slider', { name: '縮放' });
    expect(zoom).toHaveAttribute('aria-valuetext', '100%');

    // 800 × 600 in a 320 square: scale 320/600, centred, so the square is x 100…700 of the photo.
    stage.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await userEvent.keyboard('+');
    expect(zoom).toHaveAttribute('aria-valuetext', '110%');
    await userEvent.keyboard('0');
    expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');

    // Dragging 15 units to the right moves the photo back (jsdom lays out nothing: 1 unit per px).
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 115, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1 });

    await userEvent.click(screen.getByRole('button', { name: '儲存頭像' }));
    await waitFor(() => expect(toasts).toEqual(['設定已儲存']));

    // 2 × 10 left then 15 right: 5 units left of centre = 9.375 photo pixels.
    const [source, sx, sy, side, side2, , , out] = lastExport() as [unknown, number, number, number, number, number, number, number];
    expect(source).toEqual({ photo: true });
    expect(sx).toBeCloseTo(109.375);
    expect(sy).toBe(0);
    expect(side).toBeCloseTo(600);
    expect(side2).toBeCloseTo(600);
    expect(out).toBe(512);

    const update = calls.find((c) => c.url === '/v2/member?_method=PUT');
    const avatar = update?.form?.get('avatar') as File;
    expect(avatar.type).toBe('image/jpeg');
    expect([...(update?.form?.keys() ?? [])]).toEqual(['avatar']);
    expect(authStore.getState().member?.avatar).toBe('/uploads/avatars/new.jpg');
    expect(localStorage.getItem('avatar')).toBe('/uploads/avatars/new.jpg');
    expect(screen.getByTestId('location')).toHaveTextContent('/member/settings');
  });

  it('comes back to 帳號設定 showing the new avatar, and tells the other open pages', async () => {
    let server = memberRecord();
    mockFetch((_path, _url, call) => {
      if (call.method === 'POST') server = memberRecord({ avatar: '/uploads/avatars/new.jpg' });
      return ok(server);
    });
    const changes: LiveChange[] = [];
    const offLive = on('live:changed', (change) => changes.push(change));
    renderRoute(
      <Routes>
        <Route path="/member/settings" element={<SettingsPage />} />
        <Route path="/member/settings/avatar" element={<AvatarPage />} />
      </Routes>,
      { url: '/member/settings' },
    );
    expect(await screen.findByRole('img', { name: '目前的頭像' })).toHaveAttribute('src', '/uploads/avatars/old.jpg');
    await userEvent.click(screen.getByRole('link', { name: '更換頭像' }));
    await userEvent.upload(screen.getByTestId('avatar-file'), photo());
    await userEvent.click(await screen.findByRole('button', { name: '儲存頭像' }));

    expect(await screen.findByRole('img', { name: '目前的頭像' })).toHaveAttribute('src', '/uploads/avatars/new.jpg');
    expect(changes).toEqual([{ topics: ['avatar', 'member'], source: 'local' }]);
    offLive();
  });

  it('refuses a file that is not a picture', async () => {
    const calls = mockFetch(() => ok(memberRecord()));
    renderAvatar();
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('請選擇 PNG、JPEG 或 WebP 圖片');
    expect(screen.queryByRole('group', { name: '裁切頭像' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows 失敗 and the reason when the upload is refused', async () => {
    mockFetch(() => fail(422, '資料格式不正確', { avatar: '請上傳 PNG、JPEG 或 WebP 圖片（5 MB 以內）' }));
    renderAvatar();
    await userEvent.upload(screen.getByTestId('avatar-file'), photo());
    await userEvent.click(await screen.findByRole('button', { name: '儲存頭像' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('請上傳 PNG、JPEG 或 WebP 圖片（5 MB 以內）');
    expect(toasts).toEqual(['失敗']);
    expect(authStore.getState().member?.avatar).toBe('/uploads/avatars/old.jpg');
  });
});
