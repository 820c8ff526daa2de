import type { ThumbnailCheck } from '@vidcraft/contracts';
import { THUMBNAIL_CHECK_IDS } from '@vidcraft/contracts';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { checkText, formatBytes } from './check-texts.ts';

const i18n = englishI18n();
const t = i18n.getFixedT('en', 'thumbnails');
const reason = (check: ThumbnailCheck, language = 'en') => checkText(t, check, language).reason;

describe('thumbnail check texts', () => {
  it('names every check the contract knows, and writes a reason for it passed and failed', () => {
    for (const id of THUMBNAIL_CHECK_IDS) {
      for (const passed of [true, false]) {
        const text = checkText(t, { id, passed, details: {} }, 'en');
        expect(text.name, id).not.toMatch(/^checks\.|^Name$/);
        expect(text.reason, `${id} ${passed}`).not.toBe('');
        expect(text.reason).not.toContain('{{');
      }
    }
  });

  it('says the measured text height at the up-next size, and what to aim for', () => {
    const details = { textPx: 6.4, minPx: 10, width: 168, height: 94 };
    expect(reason({ id: 'legibleSize', passed: false, details })).toBe(
      'The smallest text is only 6.4 px tall in the up-next list (168 × 94); aim for 10 px. Use fewer words or a larger size.',
    );
    expect(reason({ id: 'legibleSize', passed: true, details: { ...details, textPx: 14.2 } })).toContain(
      '14.2 px tall',
    );
    expect(reason({ id: 'legibleSize', passed: true, details: { ...details, textPx: 0 } })).toBe(
      'No text, so nothing has to be read at small sizes.',
    );
  });

  it('says there is nothing to measure when the design has no text', () => {
    const none = { hasText: false };
    expect(
      checkText(t, { id: 'contrast', passed: true, details: { lowest: 21, min: 3 } }, 'en', none).reason,
    ).toBe('No text, so there is nothing to stand out.');
    expect(
      checkText(t, { id: 'legibleSize', passed: true, details: { textPx: 0, minPx: 10 } }, 'en', none).reason,
    ).toBe('No text, so nothing has to be read at small sizes.');
  });

  it('says contrast as a ratio against the minimum, and how to fix it', () => {
    expect(reason({ id: 'contrast', passed: false, details: { lowest: 1.8, min: 3 } })).toBe(
      "The text's contrast with what is behind it is only 1.8:1; it needs 3:1. Add an outline or a box, or darken the picture.",
    );
  });

  it('counts words and layers with the right plural', () => {
    expect(reason({ id: 'wordCount', passed: true, details: { words: 1, max: 5 } })).toBe(
      '1 word: read at a glance (at most 5).',
    );
    expect(reason({ id: 'wordCount', passed: false, details: { words: 9, max: 5 } })).toBe(
      '9 words: more than 5 are hard to read at a glance.',
    );
    expect(reason({ id: 'durationBadge', passed: false, details: { layers: 2 } })).toContain(
      '2 text layers sit where YouTube shows',
    );
    expect(reason({ id: 'durationBadge', passed: false, details: { layers: 1 } })).toContain(
      '1 text layer sits where',
    );
  });

  it('writes file sizes in 1,024s, so the limit reads as YouTube says it (2 MB)', () => {
    expect(formatBytes(2 * 1024 * 1024, 'en')).toBe('2 MB');
    expect(formatBytes(312 * 1024, 'en')).toBe('312 kB');
    expect(reason({ id: 'fileSize', passed: true, details: { bytes: 204_800, max: 2_097_152 } })).toBe(
      "200 kB, within YouTube's 2 MB limit.",
    );
  });

  it('quotes the claim the title does not back, when the server names it', () => {
    expect(reason({ id: 'titlePromise', passed: false, details: { claim: '10 tips' } })).toBe(
      "The thumbnail promises “10 tips”, which the video's title does not back.",
    );
  });

  it('formats the numbers in the interface language', () => {
    const text = reason({ id: 'contrast', passed: false, details: { lowest: 1.8, min: 3 } }, 'de');
    expect(text).toContain('1,8:1');
  });

  it('takes details sent as strings', () => {
    expect(reason({ id: 'wordCount', passed: true, details: { words: '3', max: '5' } })).toBe(
      '3 words: read at a glance (at most 5).',
    );
  });
});
