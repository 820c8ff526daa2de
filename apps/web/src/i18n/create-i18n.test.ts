import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadFallbackLanguage } from './create-i18n.ts';

afterEach(() => vi.unstubAllGlobals());

describe('an instance with embedded texts (a prerendered page being hydrated)', () => {
  it('is ready for its namespaces at once, and fetches the English fallback only once told to', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        const texts = url === '/locales/en/common.json' ? { 'status.loading': 'Only in English' } : {};
        return Promise.resolve(new Response(JSON.stringify(texts), { status: 200 }));
      }),
    );
    const i18n = createI18n({
      language: 'ar',
      resources: { ar: { app: { 'login.title': 'تسجيل الدخول' }, common: {}, Index: {}, Navigation: {} } },
    });
    const languageChanges = vi.fn();
    i18n.on('languageChanged', languageChanges);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
    expect(i18n.t('login.title', { ns: 'app' })).toBe('تسجيل الدخول');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toEqual([]);

    loadFallbackLanguage(i18n);
    await vi.waitFor(() => expect(i18n.t('status.loading', { ns: 'common' })).toBe('Only in English'));
    expect(requested).toEqual(
      expect.arrayContaining([
        '/locales/en/common.json',
        '/locales/en/Index.json',
        '/locales/en/Navigation.json',
      ]),
    );
    // Arriving after hydration, the fallback re-renders nothing: no language change is announced.
    expect(languageChanges).not.toHaveBeenCalled();
    expect(i18n.t('login.title', { ns: 'app' })).toBe('تسجيل الدخول');
  });

  it('uses embedded English for what the page lacks, and fetches nothing', async () => {
    const fetches = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetches);
    const i18n = createI18n({
      language: 'ar',
      resources: {
        ar: { common: { 'status.loading': 'أ' }, Index: {}, Navigation: {} },
        en: { common: { 'status.loading': 'A', 'status.loadingPage': 'C' }, Index: {}, Navigation: {} },
      },
    });
    expect(i18n.t('status.loadingPage', { ns: 'common' })).toBe('C');
    loadFallbackLanguage(i18n);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).not.toHaveBeenCalled();
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
