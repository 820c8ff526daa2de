import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft-storage.ts';

const fields = { title: 'T', description: 'D', tags: ['a'] };

describe('optimizer drafts in session storage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the edits per video until cleared', () => {
    saveDraft('vid1', {
      suggestionId: 's1',
      base: fields,
      values: { ...fields, title: 'New' },
      resumePublish: true,
    });
    expect(loadDraft('vid1')).toEqual({
      suggestionId: 's1',
      base: fields,
      values: { ...fields, title: 'New' },
      resumePublish: true,
    });
    expect(loadDraft('vid2')).toBeNull();
    clearDraft('vid1');
    expect(loadDraft('vid1')).toBeNull();
  });

  it('ignores anything malformed', () => {
    window.sessionStorage.setItem('vidcraft.optimizer.draft.vid1', '{not json');
    expect(loadDraft('vid1')).toBeNull();
    window.sessionStorage.setItem(
      'vidcraft.optimizer.draft.vid1',
      JSON.stringify({ suggestionId: 's1', base: fields, values: { title: 'x', tags: 'nope' } }),
    );
    expect(loadDraft('vid1')).toBeNull();
  });
});
