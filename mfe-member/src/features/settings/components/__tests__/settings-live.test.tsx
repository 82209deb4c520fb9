import { act, screen, waitFor } from '@testing-library/react';
import { emit, everyTopic, liveChanged } from '@joy/bus';
import { logIn, logOut, memberRecord, mockFetch, ok } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { SettingsPage } from '../settings-page';

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

describe('the open settings page follows live changes', () => {
  it('shows an avatar changed elsewhere: in another page of this tab, or on another device (seen after a reconnect)', async () => {
    let avatar = '/uploads/avatars/old.jpg';
    mockFetch(() => ok(memberRecord({ avatar })));
    renderRoute(<SettingsPage />, { url: '/member/settings' });
    expect(await screen.findByRole('img', { name: '目前的頭像' })).toHaveAttribute('src', '/uploads/avatars/old.jpg');

    avatar = '/uploads/avatars/new.jpg';
    act(() => liveChanged(['avatar']));
    await waitFor(() => expect(screen.getByRole('img', { name: '目前的頭像' })).toHaveAttribute('src', '/uploads/avatars/new.jpg'));

    avatar = '/uploads/avatars/phone.jpg';
    act(() => emit('live:changed', everyTopic('reconnect')));
    await waitFor(() => expect(screen.getByRole('img', { name: '目前的頭像' })).toHaveAttribute('src', '/uploads/avatars/phone.jpg'));
  });
});
