import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { publishFailureOf } from './publish-errors.ts';

describe('publish failures by error code', () => {
  it('reads a change on YouTube with what changed', () => {
    const error = new ApiError('changed', 409, 'CONFLICT', {
      reason: 'changedOnYoutube',
      changes: [
        { field: 'title', base: 'Old', current: 'Edited in Studio' },
        { field: 'bogus', base: 1, current: 2 },
      ],
    });
    expect(publishFailureOf(error)).toEqual({
      kind: 'conflict',
      changes: [{ field: 'title', base: 'Old', current: 'Edited in Studio' }],
    });
  });

  it('asks for write access in context', () => {
    const error = new ApiError('needs write', 401, 'AUTH_REQUIRED', {
      needsWriteAccess: true,
      channelId: 'UC123',
    });
    expect(publishFailureOf(error)).toEqual({ kind: 'writeAccess', channelId: 'UC123' });
  });

  it("lists YouTube's rule problems and says when nothing changes", () => {
    const rules = new ApiError('bad', 400, 'VALIDATION', {
      reason: 'youtubeRules',
      problems: [{ field: 'title', reason: 'invalidTitle', message: 'Too long', details: { length: 101 } }],
    });
    expect(publishFailureOf(rules)).toEqual({
      kind: 'rules',
      problems: [{ field: 'title', reason: 'invalidTitle', message: 'Too long', details: { length: 101 } }],
    });
    expect(publishFailureOf(new ApiError('same', 400, 'VALIDATION', { reason: 'noChanges' }))).toEqual({
      kind: 'noChanges',
    });
  });

  it('leaves the quota to the global toast and passes anything else on', () => {
    expect(publishFailureOf(new ApiError('quota', 429, 'QUOTA_EXCEEDED'))).toEqual({ kind: 'quota' });
    expect(publishFailureOf(new ApiError('Reauth', 401, 'AUTH_REQUIRED', {}))).toEqual({
      kind: 'other',
      message: 'Reauth',
    });
    expect(publishFailureOf(new TypeError('offline'))).toEqual({ kind: 'other', message: 'offline' });
  });
});
