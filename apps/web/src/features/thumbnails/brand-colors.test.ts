import { beforeEach, describe, expect, it } from 'vitest';
import {
  BRAND_COLORS_PREFIX,
  forgetBrandColors,
  normalizeBrandColors,
  readBrandColors,
  saveBrandColors,
} from './brand-colors.ts';

describe('brand colours per channel', () => {
  beforeEach(() => window.localStorage.clear());

  it('are kept per channel, in this browser', () => {
    expect(readBrandColors('UCa')).toBeNull();
    expect(saveBrandColors('UCa', ['#FF6B6B', '#111111'])).toEqual(['#ff6b6b', '#111111']);
    expect(readBrandColors('UCa')).toEqual(['#ff6b6b', '#111111']);
    expect(readBrandColors('UCb')).toBeNull();
    expect(window.localStorage.getItem(`${BRAND_COLORS_PREFIX}UCa`)).toBe('["#ff6b6b","#111111"]');
    forgetBrandColors('UCa');
    expect(readBrandColors('UCa')).toBeNull();
  });

  it('keep one to three distinct #rrggbb colours and drop anything else', () => {
    expect(
      normalizeBrandColors([
        '#abc',
        'red',
        '#12345G',
        7,
        '#a1b2c3',
        '#A1B2C3',
        '#000000',
        '#ffffff',
        '#222222',
      ]),
    ).toEqual(['#a1b2c3', '#000000', '#ffffff']);
    expect(normalizeBrandColors(['nope'])).toBeNull();
    expect(saveBrandColors('UCa', ['nope'])).toBeNull();
    expect(window.localStorage.getItem(`${BRAND_COLORS_PREFIX}UCa`)).toBeNull();
  });

  it('read as none when storage holds something else', () => {
    window.localStorage.setItem(`${BRAND_COLORS_PREFIX}UCa`, '{not json');
    expect(readBrandColors('UCa')).toBeNull();
    window.localStorage.setItem(`${BRAND_COLORS_PREFIX}UCa`, '{"colors":["#ffffff"]}');
    expect(readBrandColors('UCa')).toBeNull();
    window.localStorage.setItem(`${BRAND_COLORS_PREFIX}UCa`, '["javascript:alert(1)","#00ff00"]');
    expect(readBrandColors('UCa')).toEqual(['#00ff00']);
  });

  it('do not break the studio when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(readBrandColors('UCa', broken)).toBeNull();
    expect(saveBrandColors('UCa', ['#ffffff'], broken)).toEqual(['#ffffff']);
  });
});
