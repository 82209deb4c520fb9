import { ownerOf, resolve, matchPattern } from '../match';
import { dealerRoutes } from '../route-table';

describe('route table', () => {
  it.each([
    ['/', 'discovery'],
    ['/store', 'discovery'],
    ['/store/', 'discovery'],
    ['/store/42', 'discovery'],
    ['/search', 'discovery'],
    ['/leaderboard', 'discovery'],
    ['/article/9', 'discovery'],
    ['/booking', 'booking'],
    ['/booking-result/77', 'booking'],
    ['/reservation-success', 'booking'],
    ['/leave-comment', 'booking'],
    ['/member', 'member'],
    ['/member/myaccount', 'member'],
    ['/member/history/12', 'member'],
    ['/member/history/payment-record', 'member'],
    ['/member/history/payment-record/5', 'member'],
    ['/member/news/3', 'member'],
    ['/member/rewards', 'member'],
    ['/help', 'help'],
    ['/help/about-jcoin/e-1', 'help'],
    ['/partner', 'help'],
    ['/contact', 'help'],
    ['/download', 'help'],
    ['/sign-up', 'shell'],
    ['/authorize/setting-password', 'shell'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('gives every dealer route to the dealer remote, not member', () => {
    for (const path of dealerRoutes) expect(ownerOf(path)).toBe('dealer');
  });

  it('redirects /booking-result with or without the trailing slash to home', () => {
    expect(resolve('/booking-result')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve('/booking-result/')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends unknown paths to the error page', () => {
    expect(resolve('/no-such-page')).toEqual({ kind: 'redirect', to: '/error' });
    expect(resolve('/member/unknown')).toEqual({ kind: 'redirect', to: '/error' });
    expect(resolve('/store/1/2')).toEqual({ kind: 'redirect', to: '/error' });
  });

  it('does not redirect paths containing the app help segment', () => {
    expect(resolve('/app-help/b-1')).toEqual({ kind: 'render', owner: 'help' });
    expect(resolve('/zh/app-help')).toEqual({ kind: 'render', owner: 'help' });
  });

  it('matches a one-segment parameter only when present', () => {
    expect(matchPattern('/store/:id', '/store')).toBe(false);
  });
});
