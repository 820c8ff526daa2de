import { describe, expect, it } from 'vitest';
import { fileProblem, looksLikeVideo } from './file-checks.ts';

describe('file checks', () => {
  it('takes video types and known video extensions (a phone may give no type)', () => {
    expect(looksLikeVideo({ name: 'clip.bin', type: 'video/mp4' })).toBe(true);
    expect(looksLikeVideo({ name: 'Holiday.MKV', type: '' })).toBe(true);
    expect(looksLikeVideo({ name: 'notes.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('refuses empty files and files over the limit', () => {
    expect(fileProblem({ name: 'a.mp4', type: 'video/mp4', size: 0 }, 100)).toBe('empty');
    expect(fileProblem({ name: 'a.mp4', type: 'video/mp4', size: 101 }, 100)).toBe('tooLarge');
    expect(fileProblem({ name: 'a.mp4', type: 'video/mp4', size: 100 }, 100)).toBeNull();
    expect(fileProblem({ name: 'a.txt', type: 'text/plain', size: 5 }, 100)).toBe('notVideo');
  });
});
