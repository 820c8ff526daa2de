import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

test.describe('phone layout (360 px)', () => {
  test('fits the width, has the bottom bar, opens the side sheet', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Header buttons give way to the fixed bottom bar on phones.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Start free' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Start free' }).last()).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Getting started' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Features' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/#features$/);
  });

  test('footer columns are accordions, closed until tapped', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const company = footer.getByRole('button', { name: 'Company' });
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeHidden();
    await company.click();
    await expect(footer.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Product' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Arabic mirrors the phone layout too', async ({ page }) => {
    await page.goto('/ar/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const menu = await page.getByRole('button', { name: 'فتح القائمة' }).boundingBox();
    expect(menu && menu.x < 180).toBe(true);
  });
});
