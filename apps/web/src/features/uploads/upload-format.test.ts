import { describe, expect, it } from 'vitest';
import { formatBytes, formatOneDecimal, formatSeconds, titleFromFileName } from './upload-format.ts';

describe('upload formats', () => {
  it('keeps a measured value free of direction marks, so it stays with its unit in right-to-left sentences', () => {
    expect(formatOneDecimal(-17.24, 'en')).toBe('-17.2');
    expect(formatOneDecimal(-17.24, 'ar')).not.toMatch(/[\u061c\u200e\u200f]/);
    expect(formatOneDecimal(-17.24, 'he')).not.toMatch(/[\u061c\u200e\u200f]/);
    expect(formatOneDecimal(3.2, 'de')).toBe('3,2');
  });

  it('writes sizes and lengths of time in the language’s own units', () => {
    expect(formatBytes(48_000_000, 'en')).toBe('46 MB');
    expect(formatBytes(2 * 1024 ** 3, 'en')).toBe('2 GB');
    expect(formatSeconds(2.5, 'de')).toBe('2,5 Sekunden');
  });

  it('makes the working title from the file name as the server does', () => {
    expect(titleFromFileName('winter_soup-final.mp4')).toBe('winter soup-final');
  });
});
