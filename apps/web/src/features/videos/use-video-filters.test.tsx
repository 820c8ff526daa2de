import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { filtersFrom, isFiltered, useVideoFilters } from './use-video-filters.ts';

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

describe('changing the filters', () => {
  it('keeps both of two changes made before the page re-renders', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/video-optimization?type=short']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ filters: useVideoFilters(), location: useLocation() }), {
      wrapper,
    });
    act(() => {
      result.current.filters.update({ type: '' });
      result.current.filters.update({ captions: 'true' });
    });
    expect(result.current.location.search).toBe('?captions=true');
    act(() => result.current.filters.update({ sort: 'views' }));
    expect(result.current.location.search).toBe('?captions=true&sort=views');
    act(() => result.current.filters.reset());
    expect(result.current.location.search).toBe('');
  });
});
