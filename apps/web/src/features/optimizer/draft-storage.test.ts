import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, clearDraftsOf, DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from './draft-storage.ts';

const fields = { title: 'T', description: 'D', tags: ['a'] };
const draft = { suggestionId: 's1', base: fields, values: { ...fields, title: 'New' } };

describe('optimizer drafts in local storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the edits per video and account until cleared', () => {
    saveDraft('ana@example.com', 'vid1', { ...draft, resumePublish: true });
    expect(loadDraft('ana@example.com', 'vid1')).toEqual({ ...draft, resumePublish: true });
    expect(loadDraft('ana@example.com', 'vid2')).toBeNull();
    // Another account on this browser does not get Ana's edits.
    expect(loadDraft('ben@example.com', 'vid1')).toBeNull();
    clearDraft('vid1');
    expect(loadDraft('ana@example.com', 'vid1')).toBeNull();
  });

  it('drops a draft untouched for 30 days', () => {
    const savedAt = Date.UTC(2026, 0, 1);
    saveDraft('ana@example.com', 'vid1', draft, window.localStorage, savedAt);
    expect(loadDraft('ana@example.com', 'vid1', window.localStorage, savedAt + DRAFT_MAX_AGE_MS)).toEqual(
      draft,
    );
    expect(
      loadDraft('ana@example.com', 'vid1', window.localStorage, savedAt + DRAFT_MAX_AGE_MS + 1),
    ).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("removes one account's drafts and leaves the others", () => {
    saveDraft('ana@example.com', 'vid1', draft);
    saveDraft('ana@example.com', 'vid2', draft);
    saveDraft('ben@example.com', 'vid3', draft);
    window.localStorage.setItem('vidcraft.other', 'kept');
    clearDraftsOf('ana@example.com');
    expect(loadDraft('ana@example.com', 'vid1')).toBeNull();
    expect(loadDraft('ana@example.com', 'vid2')).toBeNull();
    expect(loadDraft('ben@example.com', 'vid3')).toEqual(draft);
    expect(window.localStorage.getItem('vidcraft.other')).toBe('kept');
  });

  it('ignores anything malformed', () => {
    window.localStorage.setItem('vidcraft.optimizer.draft.vid1', '{not json');
    expect(loadDraft('ana@example.com', 'vid1')).toBeNull();
    window.localStorage.setItem(
      'vidcraft.optimizer.draft.vid1',
      JSON.stringify({
        ...draft,
        owner: 'ana@example.com',
        savedAt: Date.now(),
        values: { title: 'x', tags: 'nope' },
      }),
    );
    expect(loadDraft('ana@example.com', 'vid1')).toBeNull();
  });
});
