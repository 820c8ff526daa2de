// The editor's state for one video: the final values the user is building, and the metadata they started
// from, sent with a publish so changes made on YouTube meanwhile are noticed. That is the video as the editor
// shows it ("On YouTube now"): the suggestion set's `base`, or Vidcraft's newer copy when the video changed
// after the suggestions were made (the notes say so) — never an older version than the user was shown.
// A new suggestion set starts from its suggestions (first title, suggested description and tags); the user's
// edits are kept in session storage (draft-storage.ts) and restored for the same suggestion set.
import { useCallback, useEffect, useState } from 'react';
import type { MetadataFields, SuggestionSet, VideoDetails } from '@vidcraft/contracts';
import { changedFields } from '../history/field-diff.ts';
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

function initialDraft(video: VideoDetails, suggestion: SuggestionSet | null): OptimizerDraft | null {
  if (!suggestion) return null;
  const stored = loadDraft(video.id);
  if (stored && stored.suggestionId === suggestion.id) return stored;
  return { suggestionId: suggestion.id, base: fieldsOf(video), values: suggestedValues(suggestion) };
}

export function useOptimizerDraft(video: VideoDetails, suggestion: SuggestionSet | null) {
  const videoId = video.id;
  const [draft, setDraft] = useState(() => initialDraft(video, suggestion));
  // A new suggestion set (a finished run) starts the editor over from its suggestions.
  const [forSuggestion, setForSuggestion] = useState(suggestion?.id ?? null);
  if ((suggestion?.id ?? null) !== forSuggestion) {
    setForSuggestion(suggestion?.id ?? null);
    setDraft(initialDraft(video, suggestion));
  }

  useEffect(() => {
    if (!draft) return;
    // Nothing left to publish (e.g. right after publishing): nothing to keep.
    if (changedFields(draft.base, draft.values).length === 0 && !draft.resumePublish) clearDraft(videoId);
    else saveDraft(videoId, draft);
  }, [draft, videoId]);

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

  return { draft, setField, restart, setResumePublish };
}
