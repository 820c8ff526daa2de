// Translation jobs, languages, invites and publish attempts as the API shows them.
import type {
  LanguageTranslation,
  PublishAttempt,
  ReviewerInvite,
  TranslationJob,
  TranslationStatus,
} from '@vidcraft/contracts';
import type {
  PublishAttemptRow,
  TranslationEditRow,
  TranslationReviewerRow,
  TranslationRow,
} from '../../db/schema.ts';
import { languageFlag } from './language-flags.ts';
import { checkTranslation } from './translation-checks.ts';
import type { TranslationJobView } from './translations.repo.ts';

const thumbnailOf = (thumbnails: Record<string, { url: string }>) =>
  thumbnails.medium?.url ?? thumbnails.high?.url ?? thumbnails.default?.url ?? null;

/**
 * A published language whose text the video no longer has on YouTube (a revert took it back, or someone changed
 * it in Studio) shows as approved again, so it can be published anew.
 */
function statusOf(row: TranslationRow, job: TranslationJobView): TranslationStatus {
  const live = job.video_localizations?.[row.language];
  if (
    row.status === 'published' &&
    job.metadata &&
    (live?.title !== row.title || live?.description !== row.description)
  ) {
    return 'approved';
  }
  return row.status;
}

export function presentLanguage(
  job: TranslationJobView,
  row: TranslationRow,
  edits: readonly TranslationEditRow[],
): LanguageTranslation {
  const check = job.metadata
    ? checkTranslation(row.title, row.description)
    : { titleCodePoints: 0, descriptionBytes: 0, problems: [] };
  const flag = languageFlag(row.language, job.source_language);
  return {
    id: row.id,
    language: row.language,
    status: statusOf(row, job),
    title: row.title,
    description: row.description,
    backTranslation:
      row.back_title !== null ? { title: row.back_title, description: row.back_description ?? '' } : null,
    check: row.status === 'queued' || row.status === 'failed' ? { ...check, problems: [] } : check,
    repairs: row.repairs,
    error: row.error,
    flag: flag ? { language: row.language, reason: flag } : null,
    caption: row.caption_status
      ? {
          source: job.caption_source ?? 'engine',
          status: row.caption_status,
          cues: row.caption_cues,
          body: row.caption_body,
          plannedDay: null,
          youtubeCaptionId: row.youtube_caption_id,
          error: row.caption_error,
        }
      : null,
    edits: edits
      .filter((e) => e.translation_id === row.id)
      .map((e) => ({ field: e.field, by: e.by_name, role: e.role, at: e.at.toISOString() })),
    reviewedBy: row.reviewed_by,
    publishedAt: row.published_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentInvite(row: TranslationReviewerRow, language: string): ReviewerInvite {
  return {
    id: row.id,
    language,
    name: row.name,
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentJob(
  job: TranslationJobView,
  rows: readonly TranslationRow[],
  extras: {
    edits: readonly TranslationEditRow[];
    invites: readonly TranslationReviewerRow[];
    plannedDays: ReadonlyMap<string, string>;
  },
): TranslationJob {
  const languageOf = new Map(rows.map((r) => [r.id, r.language]));
  return {
    id: job.id,
    videoId: job.youtube_video_id,
    videoTitle: job.video_title,
    videoThumbnailUrl: thumbnailOf(job.video_thumbnails),
    channelId: job.youtube_channel_id,
    sourceLanguage: job.source_language,
    needsDefaultLanguage: job.video_default_language === null,
    engine: job.engine ? { id: job.engine, label: job.engine_label, pseudo: job.pseudo } : null,
    metadata: job.metadata,
    captionSource: job.caption_source,
    status: job.status,
    jobRunId: job.job_run_id,
    error: job.error,
    languages: rows.map((row) => {
      const language = presentLanguage(job, row, extras.edits);
      const planned = extras.plannedDays.get(row.id);
      return language.caption && planned
        ? { ...language, caption: { ...language.caption, plannedDay: planned } }
        : language;
    }),
    invites: extras.invites.map((i) => presentInvite(i, languageOf.get(i.translation_id) ?? '')),
    createdAt: job.created_at.toISOString(),
  };
}

export function presentAttempt(row: PublishAttemptRow): PublishAttempt {
  return {
    id: row.id,
    jobId: row.job_id,
    kind: row.kind,
    status: row.status,
    languages: row.languages,
    historyEntryId: row.publish_id,
    units: row.units,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    createdAt: row.created_at.toISOString(),
  };
}
