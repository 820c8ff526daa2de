import { describe, expect, it } from 'vitest';
import {
  INTRO_SEEN_STORAGE_KEY,
  isAppleWebKit,
  isFirstVisit,
  markIntroSeen,
  planIntro,
} from './intro-gate.ts';

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';

const desktop = {
  userAgent: CHROME_DESKTOP,
  maxTouchPoints: 0,
  viewportWidth: 1440,
  prefersReducedMotion: false,
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('planIntro', () => {
  it('plays the desktop clip in a wide desktop Chromium', () => {
    expect(planIntro(desktop)).toEqual({
      variant: 'desktop',
      mode: 'video',
      videoUrl: '/intro/intro-desktop.mp4',
      stillUrl: '/intro/intro-desktop.jpg',
    });
  });

  it('takes the mobile clip at 768 px and below, and for mobile user agents at any width', () => {
    expect(planIntro({ ...desktop, viewportWidth: 768 }).variant).toBe('mobile');
    expect(planIntro({ ...desktop, viewportWidth: 769 }).variant).toBe('desktop');
    expect(planIntro({ ...desktop, userAgent: CHROME_ANDROID, viewportWidth: 1024 })).toMatchObject({
      variant: 'mobile',
      mode: 'video',
    });
  });

  it('shows the still under reduced motion, on iOS (any browser) and in Safari', () => {
    expect(planIntro({ ...desktop, prefersReducedMotion: true }).mode).toBe('still');
    expect(planIntro({ ...desktop, userAgent: IPHONE_CHROME, viewportWidth: 390 })).toMatchObject({
      mode: 'still',
      variant: 'mobile',
      stillUrl: '/intro/intro-mobile.jpg',
    });
    expect(planIntro({ ...desktop, userAgent: SAFARI_MAC }).mode).toBe('still');
  });
});

describe('isAppleWebKit', () => {
  it('tells iPadOS (a Mac with touch) from a Mac, and Safari from browsers that mention it', () => {
    expect(isAppleWebKit(SAFARI_MAC, 5)).toBe(true);
    expect(isAppleWebKit(FIREFOX_MAC, 0)).toBe(false);
    expect(isAppleWebKit(CHROME_DESKTOP, 0)).toBe(false);
    expect(isAppleWebKit(CHROME_ANDROID, 5)).toBe(false);
  });
});

describe('first visit', () => {
  it('is a first visit until the intro is marked as seen', () => {
    const storage = memoryStorage();
    expect(isFirstVisit(storage)).toBe(true);
    markIntroSeen(storage);
    expect(isFirstVisit(storage)).toBe(false);
    expect(storage.getItem(INTRO_SEEN_STORAGE_KEY)).toBe('1');
  });

  it('is never a first visit without usable storage', () => {
    expect(isFirstVisit(null)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(isFirstVisit(blocked)).toBe(false);
    expect(() =>
      markIntroSeen({
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
    ).not.toThrow();
  });
});
