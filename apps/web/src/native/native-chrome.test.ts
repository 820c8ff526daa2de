import { describe, expect, it, vi } from 'vitest';

vi.mock('@capacitor/app', () => ({ App: {} }));
vi.mock('@capacitor/browser', () => ({ Browser: {} }));
vi.mock('@capacitor/keyboard', () => ({ Keyboard: {} }));
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen: {} }));
vi.mock('@capacitor/status-bar', () => ({ StatusBar: {}, Style: { Dark: 'DARK' } }));

const { externalLinkOf, isRootPath, safeAreaCss, SAFE_AREA_HINTS } = await import('./native-chrome.ts');

function anchor(href: string): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  return element;
}

describe('native chrome', () => {
  it('keeps the spec safe-area hints as the least padding', () => {
    expect(SAFE_AREA_HINTS).toEqual({ ios: { top: 44, bottom: 34 }, android: { top: 0, bottom: 48 } });
    expect(safeAreaCss('ios', '#0f172a')).toContain('--safe-top:max(env(safe-area-inset-top,0px),44px)');
    expect(safeAreaCss('ios', '#0f172a')).toContain(
      '--safe-bottom:max(env(safe-area-inset-bottom,0px),34px)',
    );
    expect(safeAreaCss('android', '#0f172a')).toContain(
      '--safe-bottom:max(env(safe-area-inset-bottom,0px),48px)',
    );
    expect(safeAreaCss('android', '#0f172a')).toContain('background:#0f172a');
  });

  it('knows the root page in every language (where back leaves the app)', () => {
    expect(isRootPath('/')).toBe(true);
    expect(isRootPath('/de')).toBe(true);
    expect(isRootPath('/ar/')).toBe(true);
    expect(isRootPath('/dashboard')).toBe(false);
    expect(isRootPath('/de/videos')).toBe(false);
  });

  it('sends only other http(s) origins to the system browser', () => {
    const origin = 'https://localhost';
    expect(externalLinkOf(anchor('https://www.youtube.com/watch?v=1'), origin)).toBe(
      'https://www.youtube.com/watch?v=1',
    );
    expect(externalLinkOf(anchor('https://localhost/videos'), origin)).toBeNull();
    expect(externalLinkOf(anchor('mailto:help@example.com'), origin)).toBeNull();
  });
});
