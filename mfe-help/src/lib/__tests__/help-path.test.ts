import { locateHelp, rebase, resolveHelpView } from '../help-path';

describe('help paths', () => {
  it('finds the base for /help and for any path containing app-help', () => {
    expect(locateHelp('/help')).toEqual({ base: '/help', inApp: false, rest: [] });
    expect(locateHelp('/help/about-us/terms/')).toEqual({ base: '/help', inApp: false, rest: ['about-us', 'terms'] });
    expect(locateHelp('/app-help/b-1')).toEqual({ base: '/app-help', inApp: true, rest: ['b-1'] });
    expect(locateHelp('/zh/app-help')).toEqual({ base: '/zh/app-help', inApp: true, rest: [] });
    expect(locateHelp('/help/app-help/e-4')).toMatchObject({ base: '/help/app-help', inApp: true });
    expect(locateHelp('/contact')).toBeNull();
    expect(locateHelp('/my-app-help')).toBeNull();
  });

  it('resolves home, categories, articles and unknown paths', () => {
    expect(resolveHelpView([])).toEqual({ kind: 'home' });
    expect(resolveHelpView(['about-jcoin'])).toMatchObject({ kind: 'category', category: { slug: 'about-jcoin' } });
    expect(resolveHelpView(['about-us', 'privacy-policy'])).toMatchObject({ kind: 'article', article: { id: 'privacy-policy' } });
    expect(resolveHelpView(['b-1'])).toMatchObject({ kind: 'article', article: { id: 'b-1' }, category: { slug: 'about-reservation' } });
    expect(resolveHelpView(['about-us', 'e-1'])).toEqual({ kind: 'not-found' });
    expect(resolveHelpView(['about-jcoin', 'e-99'])).toEqual({ kind: 'not-found' });
    expect(resolveHelpView(['nothing'])).toEqual({ kind: 'not-found' });
    expect(resolveHelpView(['about-jcoin', 'e-1', 'more'])).toEqual({ kind: 'not-found' });
  });

  it('keeps article links inside the app help', () => {
    expect(rebase('/help/about-jcoin/e-3', '/app-help')).toBe('/app-help/about-jcoin/e-3');
    expect(rebase('/help', '/app-help')).toBe('/app-help');
    expect(rebase('/contact', '/app-help')).toBe('/contact');
    expect(rebase('/help/about-jcoin/e-3', '/help')).toBe('/help/about-jcoin/e-3');
  });
});
