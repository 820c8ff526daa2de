// The editor's state for one video: the final values the user is building, and the metadata they started
// from, sent with a publish so changes made on YouTube meanwhile are noticed. That is the video as the editor
// shows it ("On YouTube now"): the suggestion set's `base`, or Vidcraft's newer copy when the video changed
// after the suggestions were made (the notes say so) — never an older version than the user was shown.
// A new suggestion set starts from its suggestions (first title, suggested description and tags); the user's
// edits are kept in this browser (draft-storage.ts) and restored for the same suggestion set, saying so, until
// they are published or discarded.
import { useCallback, useEffect, useState } from 'react';
import { useAuthStatus } from '../../lib/auth-status.ts';
import type { MetadataFields, SuggestionSet, VideoDetails } from '@vidcraft/contracts';
import { changedFields } from '../../lib/field-diff.ts';
import { clearDraft, loadDraft, saveDraft, type OptimizerDraft } from './draft-storage.ts';
import { fieldsOf } from './video-score.ts';

export function suggestedValues(suggestion: SuggestionSet): MetadataFields {
  const { content, base } = suggestion;
  return {
    title: content.titles[0]?.text ?? base.title,
    description: content.description || base.description,
    tags: content.tags.length > 0 ? content.tags : base.tags,
  };
}

interface Start {
  draft: OptimizerDraft | null;
  /** The draft came back from storage with edits in it (the editor says so and offers to discard them). */
  restored: boolean;
}

function freshDraft(video: VideoDetails, suggestion: SuggestionSet): OptimizerDraft {
  return { suggestionId: suggestion.id, base: fieldsOf(video), values: suggestedValues(suggestion) };
}

function initialDraft(owner: string, video: VideoDetails, suggestion: SuggestionSet | null): Start {
  if (!suggestion) return { draft: null, restored: false };
  const stored = owner ? loadDraft(owner, video.id) : null;
  if (stored && stored.suggestionId === suggestion.id) {
    const fresh = freshDraft(video, suggestion);
    return { draft: stored, restored: changedFields(fresh.values, stored.values).length > 0 };
  }
  return { draft: freshDraft(video, suggestion), restored: false };
}

export function useOptimizerDraft(video: VideoDetails, suggestion: SuggestionSet | null) {
  const videoId = video.id;
  const owner = useAuthStatus()?.user?.email ?? '';
  const [start, setStart] = useState(() => initialDraft(owner, video, suggestion));
  const [draft, setDraft] = useState(start.draft);
  // Counts discards: the editor starts over (its fields hold some state of their own).
  const [generation, setGeneration] = useState(0);
  // A new suggestion set (a finished run) starts the editor over from its suggestions.
  const [forSuggestion, setForSuggestion] = useState(suggestion?.id ?? null);
  if ((suggestion?.id ?? null) !== forSuggestion) {
    const next = initialDraft(owner, video, suggestion);
    setForSuggestion(suggestion?.id ?? null);
    setStart(next);
    setDraft(next.draft);
  }

  useEffect(() => {
    if (!draft || !owner) return;
    // Nothing left to publish (e.g. right after publishing): nothing to keep.
    if (changedFields(draft.base, draft.values).length === 0 && !draft.resumePublish) clearDraft(videoId);
    else saveDraft(owner, videoId, draft);
  }, [draft, owner, videoId]);

  const setField = useCallback(
    <F extends keyof MetadataFields>(field: F, value: MetadataFields[F]) =>
      setDraft((current) =>
        current ? { ...current, values: { ...current.values, [field]: value } } : current,
      ),
    [],
  );
  /** The user starts over from these values (after publishing, or after loading YouTube's version). */
  const restart = useCallback(
    (base: MetadataFields, values: MetadataFields = base) =>
      setDraft((current) => (current ? { suggestionId: current.suggestionId, base, values } : current)),
    [],
  );
  const setResumePublish = useCallback(
    (resume: boolean) =>
      setDraft((current) => {
        if (!current) return current;
        const { resumePublish: _previous, ...rest } = current;
        return resume ? { ...rest, resumePublish: true } : rest;
      }),
    [],
  );

  /** Back to the suggestions, forgetting the stored edits. */
  const discard = useCallback(() => {
    if (!suggestion) return;
    clearDraft(videoId);
    setStart({ draft: null, restored: false });
    setDraft(freshDraft(video, suggestion));
    setGeneration((value) => value + 1);
  }, [suggestion, video, videoId]);
  /** The restored-draft notice was seen and dismissed. */
  const keepRestored = useCallback(() => setStart((current) => ({ ...current, restored: false })), []);

  return {
    draft,
    generation,
    restored: start.restored,
    setField,
    restart,
    setResumePublish,
    discard,
    keepRestored,
    /** Stores the draft now (before leaving for Google), marked to reopen the review on return. */
    saveForReturn: useCallback(
      (current: OptimizerDraft) => {
        if (owner) saveDraft(owner, videoId, { ...current, resumePublish: true });
      },
      [owner, videoId],
    ),
  };
}
