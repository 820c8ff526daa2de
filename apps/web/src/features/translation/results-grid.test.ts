import { describe, expect, it } from 'vitest';
import { buildGrid, findCell, statusCounts } from './results-grid.ts';
import { DEFAULT_GROUPS } from './language-selection.ts';
import { JOB_ID, OTHER_JOB_ID, jobOf, languageOf } from './translation-fixtures.ts';

describe('the results grid', () => {
  const first = jobOf({
    languages: [languageOf('ja', { status: 'approved' }), languageOf('de', { status: 'failed' })],
  });
  const second = jobOf({
    id: OTHER_JOB_ID,
    videoId: 'abcdefghijk',
    languages: [languageOf('zu'), languageOf('fr', { status: 'published' })],
  });

  it('has a row per job and a column per language any job has, the 57 first in their order', () => {
    const grid = buildGrid([first, second], DEFAULT_GROUPS);
    expect(grid.languages).toEqual(['fr', 'de', 'ja', 'zu']);
    expect(grid.rows.map((row) => row.job.id)).toEqual([JOB_ID, OTHER_JOB_ID]);
    expect(grid.rows[0]?.cells.get('ja')?.status).toBe('approved');
    expect(grid.rows[0]?.cells.get('fr')).toBeUndefined(); // an empty cell: that job has no French
    expect(grid.rows[1]?.cells.get('fr')?.status).toBe('published');
  });

  it('keeps an unknown language at the end rather than dropping it', () => {
    const odd = jobOf({ languages: [languageOf('xx'), languageOf('de')] });
    expect(buildGrid([odd], DEFAULT_GROUPS).languages).toEqual(['de', 'xx']);
    expect(buildGrid([], DEFAULT_GROUPS)).toEqual({ languages: [], rows: [] });
  });

  it('counts a job’s languages by status', () => {
    expect(statusCounts(first)).toEqual({
      queued: 0,
      translated: 0,
      failed: 1,
      approved: 1,
      rejected: 0,
      published: 0,
    });
  });

  it('finds the cell the URL names, or nothing', () => {
    expect(findCell([first, second], OTHER_JOB_ID, 'fr')?.translation.status).toBe('published');
    expect(findCell([first, second], JOB_ID, 'fr')).toBeNull();
    expect(findCell([first, second], null, 'fr')).toBeNull();
    expect(findCell([first], 'missing', 'ja')).toBeNull();
  });
});
