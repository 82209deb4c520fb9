import { clearSocialSession, readSocialSession, saveSocialSession } from '../social-session';

describe('social session (§9: social id kept 3600 s)', () => {
  const session = { provider: 'google' as const, socialId: 'g-1', idToken: 'tok', email: 'a@b.tw', name: '王' };
  it('is readable within the hour and gone after it', () => {
    saveSocialSession(session, 1_000_000);
    expect(readSocialSession(1_000_000 + 3_599_000)).toMatchObject(session);
    expect(readSocialSession(1_000_000 + 3_601_000)).toBeNull();
  });
  it('can be cleared', () => {
    saveSocialSession(session);
    clearSocialSession();
    expect(readSocialSession()).toBeNull();
  });
});
