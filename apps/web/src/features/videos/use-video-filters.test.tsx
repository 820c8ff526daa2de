import { describe, expect, it } from 'vitest';
import { filtersFrom, isFiltered } from './use-video-filters.ts';

describe('video filters from the URL', () => {
  it('keeps known values and drops anything else', () => {
    expect(
      filtersFrom(
        new URLSearchParams(
          'q=%20pasta%20&type=short&visibility=scheduled&captions=true&optimized=false&sort=score',
        ),
      ),
    ).toEqual({
      q: 'pasta',
      type: 'short',
      visibility: 'scheduled',
      captions: 'true',
      optimized: 'false',
      sort: 'score',
    });
    expect(
      filtersFrom(
        new URLSearchParams('type=movie&visibility=secret&captions=maybe&optimized=yes&sort=random'),
      ),
    ).toEqual({
      q: '',
      type: '',
      visibility: '',
      captions: '',
      optimized: '',
      sort: 'newest',
    });
  });

  it('says whether anything narrows the list (sorting does not)', () => {
    expect(isFiltered(filtersFrom(new URLSearchParams('sort=oldest')))).toBe(false);
    expect(isFiltered(filtersFrom(new URLSearchParams('captions=false')))).toBe(true);
    expect(isFiltered(filtersFrom(new URLSearchParams('optimized=true')))).toBe(true);
  });
});
