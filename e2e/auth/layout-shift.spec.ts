import { expect, type Page, test } from '@playwright/test';

/**
 * Sums the layout shifts of the page (not those right after an input), as CLS counts them, on a
 * CPU slowed down four times (a slow phone: what loads late, fonts and chunks, comes after the first paint).
 */
async function layoutShift(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return shift;
}

for (const width of [375, 1440]) {
  test(`the sign-in and registration pages have landmarks and do not shift at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/auth/register', '/auth/login']) {
      expect(await layoutShift(page, path), path).toBeLessThan(0.05);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
    }
  });
}
