// The editor: title, description and tags side by side with the current values and the suggestions, YouTube's
// rules checked live, copy per field or all, and the publish flow — review → publish, a change on YouTube to
// decide about, write access asked for in context (edits kept across the trip to Google), success.
import { useEffect, useMemo, useState } from 'react';
import type { Connection, MetadataFields, SuggestionSet, VideoDetails } from '@vidcraft/contracts';
import { checkMetadata } from '@vidcraft/seo';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast-store.ts';
import { changedFields, changedValues } from '../../lib/field-diff.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { WriteAccessDialog } from '../reauth/write-access-dialog.tsx';
import { useRefreshVideo } from '../videos/use-video-details.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { DescriptionField } from './description-field.tsx';
import type { OptimizerDraft } from './draft-storage.ts';
import { publishVideo, type PublishResult } from './optimizer-api.ts';
import { PublishBar } from './publish-bar.tsx';
import type { FieldConflict } from './publish-errors.ts';
import { PublishReviewDialog } from './publish-review-dialog.tsx';
import { PublishedBanner } from './published-banner.tsx';
import { studioAll, studioField } from './studio-format.ts';
import { TagsField } from './tags-field.tsx';
import { TitleField } from './title-field.tsx';
import { useCheckedPublish } from './use-checked-publish.ts';
import { useStudioCopy } from './use-studio-copy.ts';
import { fieldsOf } from './video-score.ts';

interface Props {
  video: VideoDetails;
  connection: Connection | null;
  suggestion: SuggestionSet;
  draft: OptimizerDraft;
  scores: { before: number; after: number };
  setField: <F extends keyof MetadataFields>(field: F, value: MetadataFields[F]) => void;
  restart: (base: MetadataFields, values?: MetadataFields) => void;
  setResumePublish: (resume: boolean) => void;
  /** Stores the draft before leaving for Google, to reopen the review on return. */
  saveForReturn: (draft: OptimizerDraft) => void;
}

const INLINE_TAG_WARNINGS = new Set(['duplicateTags', 'tagTooLong']);

export function OptimizerEditor({
  video,
  connection,
  suggestion,
  draft,
  scores,
  setField,
  restart,
  setResumePublish,
  saveForReturn,
}: Props) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const copy = useStudioCopy(suggestion.id);
  const refresh = useRefreshVideo(connection?.id ?? '');
  const [reviewOpen, setReviewOpen] = useState(() => draft.resumePublish === true);
  const [conflict, setConflict] = useState<FieldConflict[] | null>(null);
  const [writeAccess, setWriteAccess] = useState(false);
  const [published, setPublished] = useState<PublishResult['entry'] | null>(null);
  const { values, base } = draft;
  const fields = changedFields(base, values);
  const verdict = useMemo(
    () => checkMetadata({ ...values, isShort: video.isShort }),
    [values, video.isShort],
  );
  const byField = (list: typeof verdict.problems, field: string) =>
    list.filter((item) => item.field === field);
  const historyLink = (entryId: string) =>
    localize(`/optimization-history?${new URLSearchParams({ videoId: video.id, entry: entryId })}`);

  const checked = useCheckedPublish(
    (idempotencyKey, overwrite) =>
      publishVideo(video.id, {
        idempotencyKey,
        suggestionId: suggestion.id,
        fields: changedValues(base, values),
        base,
        overwrite,
      }),
    {
      onPublished: (result) => {
        restart(fieldsOf(result.video));
        setReviewOpen(false);
        setConflict(null);
        setPublished(result.entry);
        const ok = result.entry.status === 'succeeded';
        toast({
          variant: ok ? 'success' : 'warning',
          title: ok ? t('publish.done.title') : t('publish.mismatch.title'),
          description: ok ? t('publish.done.description') : (result.entry.error?.message ?? ''),
          action: {
            label: t('publish.done.viewHistory'),
            altText: t('publish.done.viewHistory'),
            onClick: () => void navigate(historyLink(result.entry.id)),
          },
        });
      },
      onFailure: (failure) => {
        if (failure.kind === 'conflict') {
          setReviewOpen(false);
          setConflict(failure.changes);
        } else if (failure.kind === 'writeAccess') {
          setReviewOpen(false);
          setConflict(null);
          setWriteAccess(true);
        }
      },
    },
  );

  const { begin } = checked;
  const openReview = () => {
    begin();
    setPublished(null);
    setReviewOpen(true);
  };

  // Back from Google after granting write access from the review step: the review is open again (the flag is
  // read as the editor mounts, then cleared, so it shows once).
  const [resumed] = useState(() => draft.resumePublish === true);
  useEffect(() => {
    if (resumed) setResumePublish(false);
  }, [resumed, setResumePublish]);

  const loadYoutube = (changes: FieldConflict[]) => {
    const youtube = Object.fromEntries(
      changes.map((change) => [change.field, change.current]),
    ) as Partial<MetadataFields>;
    restart({ ...base, ...youtube }, { ...values, ...youtube });
    setConflict(null);
    if (connection) refresh.mutate(video.id);
  };

  const labels = {
    title: t('optimizer.fields.title'),
    description: t('optimizer.fields.description'),
    tags: t('optimizer.fields.tags'),
  };
  const copyField =
    <F extends keyof MetadataFields>(field: F) =>
    () =>
      copy(studioField(field, values[field]), { [field]: values[field] });

  return (
    <>
      {published ? <PublishedBanner entry={published} historyLink={historyLink(published.id)} /> : null}
      <TitleField
        video={video}
        connection={connection}
        candidates={suggestion.content.titles}
        value={values.title}
        description={values.description}
        problems={byField(verdict.problems, 'title')}
        onChange={(title) => setField('title', title)}
        onCopy={copyField('title')}
      />
      <DescriptionField
        video={video}
        suggestion={suggestion}
        title={values.title}
        value={values.description}
        problems={byField(verdict.problems, 'description')}
        warnings={[...byField(verdict.warnings, 'chapters'), ...byField(verdict.warnings, 'hashtags')]}
        onChange={(description) => setField('description', description)}
        onCopy={copyField('description')}
      />
      <TagsField
        current={video.tags}
        suggested={suggestion.content.tags}
        value={values.tags}
        problems={byField(verdict.problems, 'tags')}
        warnings={byField(verdict.warnings, 'tags').filter(
          (warning) => !INLINE_TAG_WARNINGS.has(warning.reason),
        )}
        onChange={(tags) => setField('tags', tags)}
        onCopy={copyField('tags')}
      />
      <PublishBar
        changes={fields.length}
        blocked={!verdict.accepted}
        scoreBefore={scores.before}
        scoreAfter={scores.after}
        onCopyAll={() => copy(studioAll(values, labels), values)}
        onReview={openReview}
      />
      <PublishReviewDialog
        open={reviewOpen}
        onOpenChange={setReviewOpen}
        before={base}
        after={values}
        fields={fields}
        scoreBefore={scores.before}
        scoreAfter={scores.after}
        pending={checked.pending}
        failure={checked.failure}
        onPublish={() => checked.publish(false)}
      />
      <ConflictDialog
        changes={conflict}
        pending={checked.pending}
        action="publish"
        onOverwrite={() => checked.publish(true)}
        onLoadYoutube={() => conflict && loadYoutube(conflict)}
        onCancel={() => setConflict(null)}
      />
      <WriteAccessDialog
        open={writeAccess}
        onOpenChange={setWriteAccess}
        channelId={connection?.youtubeChannelId ?? video.channelId}
        channelName={connection?.channelName ?? video.channelId}
        purpose="publish"
        onLeave={() => saveForReturn(draft)}
      />
    </>
  );
}
