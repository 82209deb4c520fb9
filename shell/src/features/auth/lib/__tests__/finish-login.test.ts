import { handoffUrl } from '../finish-login';

describe('app webview handoff', () => {
  it('hands the token and coin user id back through the custom link', () => {
    expect(handoffUrl({ token: 'abc+/=', coin_user_id: 'CU123' })).toBe('joyapp://authorize?token=abc%2B%2F%3D&coin_user_id=CU123');
  });
});
