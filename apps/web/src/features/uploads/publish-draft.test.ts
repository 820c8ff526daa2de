import { afterEach, describe, expect, it } from 'vitest';
import { publishBody, publishUnits, type PublishChoice } from './publish-choice.ts';
import { readPublishDraft, savePublishDraft } from './publish-draft.ts';

const UPLOAD = '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c01';
const KEPT = '0d9e8f7a-6b5c-4d3e-9f1a-2b3c4d5e6f70';
const KEY = 'vidcraft.upload.publish.' + UPLOAD;

const choice: PublishChoice = {
  connectionId: '6f1c9a52-3d2b-4b8e-9a0e-2a4f8a1b7c11',
  title: 'Winter soup',
  description: '',
  tags: [],
  privacy: 'private',
  scheduleAt: '',
  madeForKids: false,
  thumbnail: { kind: 'kept', thumbnailId: KEPT },
  captions: false,
};

describe('the publish draft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a kept thumbnail or a frame through the trip to the studio', () => {
    savePublishDraft(UPLOAD, choice);
    expect(readPublishDraft(UPLOAD)).toEqual(choice);
    const frame = { ...choice, thumbnail: { kind: 'frame' as const, index: 5 } };
    savePublishDraft(UPLOAD, frame);
    expect(readPublishDraft(UPLOAD)).toEqual(frame);
    savePublishDraft(UPLOAD, { ...choice, thumbnail: null });
    expect(readPublishDraft(UPLOAD)?.thumbnail).toBeNull();
  });

  it('reads a draft stored before kept thumbnails (a frame by number) as that frame', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ ...choice, thumbnail: 4 }));
    expect(readPublishDraft(UPLOAD)?.thumbnail).toEqual({ kind: 'frame', index: 4 });
  });

  it('refuses a draft whose thumbnail is not one', () => {
    for (const thumbnail of [
      'frame-4',
      -1,
      1.5,
      { kind: 'frame' },
      { kind: 'kept', thumbnailId: '' },
      { kind: 'other', index: 1 },
    ]) {
      sessionStorage.setItem(KEY, JSON.stringify({ ...choice, thumbnail }));
      expect(readPublishDraft(UPLOAD), JSON.stringify(thumbnail)).toBeNull();
    }
  });
});

describe('the publish body', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('sends the chosen thumbnail as the contract names it, and none when none is chosen', () => {
    expect(publishBody(choice, 'key', now)?.thumbnail).toEqual({ kind: 'kept', thumbnailId: KEPT });
    const frame = publishBody({ ...choice, thumbnail: { kind: 'frame', index: 2 } }, 'key', now);
    expect(frame?.thumbnail).toEqual({ kind: 'frame', index: 2 });
    const none = publishBody({ ...choice, thumbnail: null }, 'key', now);
    expect(none && 'thumbnail' in none).toBe(false);
    // Only the contract's fields, whatever else a restored value carries.
    const loose = { kind: 'kept', thumbnailId: KEPT, imageUrl: '/x' } as PublishChoice['thumbnail'];
    expect(publishBody({ ...choice, thumbnail: loose }, 'key', now)?.thumbnail).toEqual({
      kind: 'kept',
      thumbnailId: KEPT,
    });
  });

  it('a fresh idempotency key per body; the thumbnail costs the same whichever it is', () => {
    expect(publishBody(choice, 'a', now)?.idempotencyKey).toBe('a');
    expect(publishBody(choice, 'b', now)?.idempotencyKey).toBe('b');
    const costs = { insert: 1, thumbnail: 50, caption: 400 };
    expect(publishUnits(choice, costs)).toBe(51);
    expect(publishUnits({ ...choice, thumbnail: { kind: 'frame', index: 0 } }, costs)).toBe(51);
    expect(publishUnits({ ...choice, thumbnail: null }, costs)).toBe(1);
  });
});
