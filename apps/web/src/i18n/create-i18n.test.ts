import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';

afterEach(() => vi.unstubAllGlobals());

describe('an instance with embedded texts (a prerendered page being hydrated)', () => {
  it('is ready for its namespaces at once, while the English fallback is still being fetched', async () => {
    const requested: string[] = [];
    // The fallback language's files never answer within the test: readiness must not wait for them.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        return new Promise<Response>(() => undefined);
      }),
    );
    const i18n = createI18n({
      language: 'ar',
      resources: { ar: { app: { 'login.title': 'تسجيل الدخول' }, common: {}, Index: {}, Navigation: {} } },
    });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
    expect(i18n.t('login.title', { ns: 'app' })).toBe('تسجيل الدخول');
    await vi.waitFor(() => expect(requested).toContain('/locales/en/common.json'));
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
  });
});

describe('the HTTP backend', () => {
  it('loads another language over HTTP when the visitor switches to it', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        const texts = url === '/locales/de/Index.json' ? { 'seo.productKeyword': 'Hallo' } : {};
        return Promise.resolve(new Response(JSON.stringify(texts), { status: 200 }));
      }),
    );
    const i18n = createI18n({
      language: 'en',
      resources: { en: { Index: { 'seo.productKeyword': 'Hello' }, common: {}, Navigation: {} } },
    });
    await i18n.changeLanguage('de');
    expect(requested).toContain('/locales/de/Index.json');
    expect(i18n.t('seo.productKeyword', { ns: 'Index' })).toBe('Hallo');
  });

  it('tells start-up about a file that failed to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 500 }))),
    );
    const failures: string[] = [];
    createI18n({ language: 'fr', onLoadFailure: (message) => failures.push(message) });
    await vi.waitFor(() => expect(failures).toContain('Failed to load /locales/fr/common.json: HTTP 500'));
  });
});
