import { describe, expect, it } from 'vitest';
import { isNewVersion, versionKey } from './version-compare.ts';

describe('update check comparison', () => {
  it('compares commits when both are known', () => {
    expect(isNewVersion({ version: '1.0.0', commit: 'abc' }, { version: '1.0.0', commit: 'def' })).toBe(true);
    expect(isNewVersion({ version: '1.0.0', commit: 'abc' }, { version: '2.0.0', commit: 'abc' })).toBe(
      false,
    );
  });

  it('falls back to the version string when a commit is missing', () => {
    expect(isNewVersion({ version: '1.0.0', commit: '' }, { version: '1.0.1', commit: 'def' })).toBe(true);
    expect(isNewVersion({ version: '1.0.0', commit: 'unknown' }, { version: '1.0.0', commit: 'def' })).toBe(
      false,
    );
  });

  it('ignores versions that share the date prefix before a dash', () => {
    expect(
      isNewVersion({ version: '2026.11.21-1', commit: '' }, { version: '2026.11.21-2', commit: '' }),
    ).toBe(false);
    expect(
      isNewVersion({ version: '2026.11.21-1', commit: '' }, { version: '2026.11.22-1', commit: '' }),
    ).toBe(true);
  });

  it('names a build by commit, else by version', () => {
    expect(versionKey({ version: '1.0.0', commit: 'abc' })).toBe('abc');
    expect(versionKey({ version: '1.0.0', commit: '' })).toBe('1.0.0');
  });
});
