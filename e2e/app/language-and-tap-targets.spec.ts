import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('opens in French until the visitor chooses, then keeps the choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ensemble, votre temps rapporte.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.getByRole('banner').getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Together, your time pays.');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Together, your time pays.');
  });
});

test('the language switch is named from what it shows, and footer links are big enough to tap on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const axe = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch', 'target-size'])
    .analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);

  const links = page.getByRole('navigation', { name: 'Legal information' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(3);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  }
});
