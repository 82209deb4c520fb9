import { act, screen } from '@testing-library/react';
import { authStore } from '@joy/auth';
import { Navbar } from '../navbar';
import { builtinConfig, mockFetch, ok, renderWithRouter } from '../../features/notifications/components/__tests__/fixtures';

jest.mock('pusher-js', () => ({ __esModule: true, default: jest.requireActual('../../features/notifications/components/__tests__/fixtures').FakePusher }));

const member = { id: 7, name: '林美玲', avatar: '', is_joy_dealer: false };

beforeEach(() => mockFetch((call) => ok(call.path === '/v2/realtime/config' ? builtinConfig : { count: 4 })));
afterEach(() => act(() => authStore.setState({ token: null, member: null, inApp: false })));

describe('the bell in the navbar', () => {
  it('is there for a member on the web, with the unread count', async () => {
    act(() => authStore.setState({ token: 't', member, inApp: false }));
    renderWithRouter(<Navbar />);
    expect(await screen.findByRole('button', { name: '通知，4 則未讀' })).toBeInTheDocument();
  });

  it('is not there for a visitor, nor inside the app webview (which has its own)', () => {
    renderWithRouter(<Navbar />);
    expect(screen.queryByRole('button', { name: /^通知/ })).toBeNull();
    act(() => authStore.setState({ token: 't', member, inApp: true }));
    expect(screen.queryByRole('button', { name: /^通知/ })).toBeNull();
    expect(screen.getByRole('button', { name: '林美玲' })).toBeInTheDocument();
  });
});
