import { expect, type Page } from '@playwright/test';

/** Counts full document loads, so a test can prove navigation stayed client-side. */
export async function trackDocumentLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads++;
  });
  return () => loads;
}

export async function expectRemoteMounted(page: Page, name: string) {
  await expect(page.locator(`[data-remote-root="${name}"]`)).toBeVisible();
}
