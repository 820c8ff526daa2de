// The blog: index → post in the browser, per-language versions with English marked, Arabic RTL on a phone,
// the Atom feeds served as XML, and unknown slugs answered with 404 and the not-found screen.
import { documentLanguage, expect, test } from './fixtures.ts';

const VERDICT = {
  slug: 'did-my-title-change-help',
  en: 'Did my title change help? How Vidcraft decides',
  de: 'Hat meine Titeländerung geholfen? So entscheidet Vidcraft',
  ar: 'هل ساعد تغيير العنوان؟ هكذا يحكم Vidcraft',
};
const THUMBNAILS = { slug: 'what-makes-a-good-thumbnail', en: 'What makes a good YouTube thumbnail' };

test.describe('blog', () => {
  test('the index lists posts with date, author and reading time; a post opens in the app', async ({
    page,
  }) => {
    expect((await page.goto('/blog'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'The Vidcraft blog' })).toBeVisible();
    const items = page.getByRole('list', { name: 'Posts, newest first' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first().getByTestId('reading-time')).toHaveText(/^\d+ min read$/);
    await expect(items.first()).toContainText('by The Vidcraft team');
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/atom\.xml$/,
    );

    await page.getByRole('link', { name: VERDICT.en }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${VERDICT.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: VERDICT.en })).toBeVisible();
    await expect(page.getByTestId('reading-time')).toHaveText(/^\d+ min read$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Compare the video with your own channel' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${VERDICT.en} — Vidcraft`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // hreflang: only the languages the post is written in, plus x-default.
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(['ar', 'de', 'en', 'es', 'x-default']);

    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Vidcraft blog' })).toBeVisible();
  });

  test('a post is prerendered: its text and BlogPosting data are in the HTML itself', async ({ request }) => {
    const response = await request.get(`/de/blog/${VERDICT.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${VERDICT.de}</h1>`);
    expect(html).toContain('Das Video mit dem eigenen Kanal vergleichen');
    expect(html).toMatch(/"@type":"BlogPosting"/);
    expect(html).toMatch(/"inLanguage":"de"/);
  });

  test('German: the translated post in German, the others in English with a language mark', async ({
    page,
  }) => {
    await page.goto('/de/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Der Vidcraft-Blog' })).toBeVisible();
    const items = page.getByRole('listitem');
    const german = items.filter({ hasText: VERDICT.de });
    await expect(german).toHaveCount(1);
    await expect(german.getByTestId('language-mark')).toHaveCount(0);
    await expect(german.getByTestId('reading-time')).toHaveText(/^\d+ Min\. Lesezeit$/);
    const english = items.filter({ hasText: THUMBNAILS.en });
    await expect(english.getByTestId('language-mark')).toHaveText('English');
    await expect(items.getByTestId('language-mark')).toHaveCount(2);

    await english.getByRole('link', { name: THUMBNAILS.en }).click();
    await expect(page).toHaveURL(new RegExp(`/de/blog/${THUMBNAILS.slug}$`));
    await expect(page.getByTestId('not-translated')).toContainText('English');
    await expect(page.getByRole('heading', { level: 1, name: THUMBNAILS.en })).toBeVisible();
    expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
  });

  test('Arabic post at 390 px: right to left, no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/ar/blog/${VERDICT.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: VERDICT.ar })).toBeVisible();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByTestId('not-translated')).toHaveCount(0);
    await expect(page.getByTestId('reading-time')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('blog-ar-390.png'), fullPage: false });
    await page.goto('/ar/blog');
    await expect(page.getByRole('link', { name: VERDICT.ar })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('blog-index-ar-390.png'), fullPage: true });
  });

  test('the Atom feeds are served as XML with absolute links', async ({ request }) => {
    for (const [path, title] of [
      ['/blog/atom.xml', VERDICT.en],
      ['/de/blog/atom.xml', VERDICT.de],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
      const xml = await response.text();
      expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
      expect(xml).toContain(title);
      expect(xml.match(/<entry>/g)).toHaveLength(3);
      expect(xml).toMatch(/<id>https?:\/\/[^<]+\/blog\/did-my-title-change-help<\/id>/);
    }
  });

  test('an unknown slug is the not-found screen with HTTP 404', async ({ page }) => {
    expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect((await page.goto('/de/blog/no-such-post'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  });
});
