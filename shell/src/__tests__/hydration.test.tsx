import { act, within } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ShellApp } from '../app';
import { renderFrame } from '../server';
import { captureFirstView, resetFirstView } from '../remotes/first-view';
import { remoteStatus } from '../remotes/remote-status';
import { preloadShellPageOf } from '../pages/shell-pages';

/**
 * The page server's frame (src/server.tsx) taken over by the browser's first render as it
 * stands: React (its development build here, which reports every difference, attributes
 * included) finds nothing to change, and keeps the server's nodes.
 */
async function takeOver(url: string, view: { name: string; html: string } | null) {
  window.history.pushState({}, '', url);
  const { html } = await renderFrame({ url, view });
  document.body.innerHTML = `<div id="shell" inert aria-hidden="true">${html}</div>`;
  const container = document.getElementById('shell') as HTMLElement;
  const before = { header: container.querySelector('header'), footer: container.querySelector('footer'), view: container.querySelector('[data-first-view]') };
  captureFirstView(document, true);
  const problems: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  let root: Root | undefined;
  try {
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <ShellApp />, { onRecoverableError: (error) => problems.push(error) });
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, before, problems, root: root as Root };
}

afterEach(() => {
  resetFirstView();
  remoteStatus.setState({}, true);
  document.body.innerHTML = '';
});

describe('the shell taking over the server-rendered frame', () => {
  it.each([
    ['/', 'discovery'],
    ['/store/1', 'discovery'],
    ['/help', 'help'],
    ['/article/30', 'discovery'],
  ])('%s: matches it in full and keeps its nodes, the first view included', async (url, name) => {
    const { container, before, problems, root } = await takeOver(url, { name, html: '<h1>一番星麵屋</h1><img src="/uploads/a.svg" alt="">' });
    expect(problems).toEqual([]);
    expect(container.querySelector('header')).toBe(before.header);
    expect(container.querySelector('footer')).toBe(before.footer);
    expect(container.querySelector('[data-first-view]')).toBe(before.view);
    expect(before.view?.parentElement?.id).toBe(`remote-${name}`);
    // The live frame is neither inert nor hidden from assistive technology; the first view is, until the remote mounts.
    expect(container).not.toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(before.view).toHaveAttribute('inert');
    act(() => root.unmount());
  });

  it('matches a page without a first view (the remote renders in the browser)', async () => {
    const { container, before, problems, root } = await takeOver('/member', null);
    expect(problems).toEqual([]);
    expect(container.querySelector('header')).toBe(before.header);
    act(() => root.unmount());
  });

  it("renders an auth page's form into the HTML on a renderer that has not run the page's code yet", async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../server');
      const { html } = await fresh.renderFrame({ url: '/request-password-reset', view: null });
      expect(html).toContain('<form');
      // Not an empty boundary left for the browser to render (renderToString cannot wait for a chunk).
      expect(html).not.toContain('<!--$!-->');
    });
  });

  it.each(['/sign-up', '/request-password-reset', '/authorize'])(
    '%s: takes the shell\'s own page over with the frame, its form live once the frame is no longer inert',
    async (url) => {
      // As the browser's start does (the page server's renderFrame fetches it too).
      await preloadShellPageOf(url);
      const { container, problems, root } = await takeOver(url, null);
      expect(problems).toEqual([]);
      expect(container).not.toHaveAttribute('inert');
      const form = container.querySelector('main form') as HTMLFormElement;
      expect(form).not.toBeNull();
      // Every field of the form belongs to React already (hydrated), none waits in server markup.
      const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
      expect([...form.querySelectorAll('input, button')].filter((node) => !owned(node))).toEqual([]);
      act(() => root.unmount());
    },
  );

  it('leaves the first view in place when the remote mounts into the outlet later', async () => {
    const { container, before, root } = await takeOver('/store/1', { name: 'discovery', html: '<h1>一番星麵屋</h1>' });
    act(() => remoteStatus.setState({ discovery: { status: 'loading' } }));
    // No loading state over the carried view, and the outlet's markup is not written again.
    expect(container.querySelector('[data-first-view]')).toBe(before.view);
    expect(within(container).queryByRole('status', { name: '載入中' })).toBeNull();
    act(() => root.unmount());
  });
});
