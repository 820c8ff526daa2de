// videos.update semantics: the named parts are replaced whole (a missing property is removed), snippet needs
// title and categoryId, limits are YouTube's, localizations need a default language, publishAt needs a private,
// never-published video.
import { z } from 'zod';
import { apiErrors } from '../http/error-catalog.ts';
import { descriptionProblem, tagBudget, tagsProblem, titleProblem } from '../metadata/limits.ts';
import { isSupportedLanguage, VIDEO_CATEGORIES } from '../seed/languages.ts';
import type { Localization, Video } from '../state/model.ts';
import { rfc3339 } from '../util/clock.ts';
import { videoErrors } from './video-errors.ts';
import { VIDEO_PARTS } from './present-video.ts';

export const WRITABLE_PARTS = ['id', 'snippet', 'status', 'localizations', 'recordingDetails'];

const snippetSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  categoryId: z.string().optional(),
  defaultLanguage: z.string().optional(),
  defaultAudioLanguage: z.string().optional(),
});
const statusSchema = z.looseObject({
  privacyStatus: z.enum(['public', 'private', 'unlisted']).optional(),
  publishAt: z.string().optional(),
  embeddable: z.boolean().optional(),
  license: z.enum(['youtube', 'creativeCommon']).optional(),
  publicStatsViewable: z.boolean().optional(),
  selfDeclaredMadeForKids: z.boolean().optional(),
  containsSyntheticMedia: z.boolean().optional(),
});
export const videoBodySchema = z.looseObject({
  id: z.string().optional(),
  snippet: snippetSchema.optional(),
  status: statusSchema.optional(),
  localizations: z
    .record(z.string(), z.looseObject({ title: z.string().optional(), description: z.string().optional() }))
    .optional(),
  recordingDetails: z.looseObject({ recordingDate: z.string().optional() }).optional(),
});
export type VideoBody = z.infer<typeof videoBodySchema>;

const TITLE_DETAIL = {
  empty: 'The title is required and cannot be empty.',
  tooLong: 'The title must not exceed 100 characters.',
  angleBrackets: 'The title cannot contain < or >.',
};

/** Every part present in the body must be named in `part`; parts named must be writable. */
export function checkBodyParts(body: Record<string, unknown>, parts: string[]): void {
  for (const part of parts) if (!WRITABLE_PARTS.includes(part)) throw apiErrors.invalidPart(part);
  for (const key of Object.keys(body)) {
    if ((VIDEO_PARTS as readonly string[]).includes(key) && key !== 'id' && !parts.includes(key)) {
      throw apiErrors.unexpectedPart(key);
    }
  }
}

function checkSnippet(snippet: z.infer<typeof snippetSchema>): void {
  if (snippet.title === undefined) throw videoErrors.invalidTitle(TITLE_DETAIL.empty);
  const title = titleProblem(snippet.title);
  if (title) throw videoErrors.invalidTitle(TITLE_DETAIL[title]);
  if (snippet.categoryId === undefined || snippet.categoryId === '') {
    throw videoErrors.invalidCategoryId('snippet.categoryId is required when the snippet part is updated.');
  }
  const description = descriptionProblem(snippet.description ?? '');
  if (description === 'tooLong')
    throw videoErrors.invalidDescription('The description must not exceed 5000 bytes.');
  if (description) throw videoErrors.invalidDescription('The description cannot contain < or >.');
  const tags = tagsProblem(snippet.tags ?? []);
  if (tags === 'tooLong') {
    throw videoErrors.invalidTags(
      `The tags total ${tagBudget(snippet.tags ?? [])} characters; the limit is 500.`,
    );
  }
  if (tags) throw videoErrors.invalidTags('Tags cannot be empty or contain < or >.');
  const category = VIDEO_CATEGORIES.find((c) => c.id === snippet.categoryId);
  if (!category || !category.assignable)
    throw videoErrors.invalidCategoryId(`'${snippet.categoryId}' is not assignable.`);
  if (snippet.defaultLanguage !== undefined && !isSupportedLanguage(snippet.defaultLanguage)) {
    throw videoErrors.invalidVideoMetadata(
      `Unsupported snippet.defaultLanguage '${snippet.defaultLanguage}'.`,
    );
  }
}

function checkLocalizations(localizations: Record<string, { title?: string; description?: string }>) {
  const result: Record<string, Localization> = {};
  for (const [language, value] of Object.entries(localizations)) {
    if (!isSupportedLanguage(language))
      throw videoErrors.invalidVideoMetadata(`Unsupported localization language '${language}'.`);
    const title = titleProblem(value.title ?? '');
    if (title) throw videoErrors.invalidTitle(`localizations.${language}.title: ${TITLE_DETAIL[title]}`);
    if (descriptionProblem(value.description ?? '')) {
      throw videoErrors.invalidDescription(
        `localizations.${language}.description exceeds 5000 bytes or contains < or >.`,
      );
    }
    result[language] = { title: value.title ?? '', description: value.description ?? '' };
  }
  return result;
}

export function applyVideoUpdate(current: Video, parts: string[], body: VideoBody, now: Date): Video {
  const next: Video = { ...current };
  if (parts.includes('snippet')) {
    const snippet = body.snippet ?? {};
    checkSnippet(snippet);
    next.title = snippet.title ?? '';
    next.description = snippet.description ?? '';
    next.categoryId = snippet.categoryId ?? current.categoryId;
    if (snippet.tags && snippet.tags.length > 0) next.tags = snippet.tags;
    else delete next.tags;
    if (snippet.defaultLanguage) next.defaultLanguage = snippet.defaultLanguage;
    else delete next.defaultLanguage;
    // Like every mutable snippet property, the audio language is replaced: omitted means removed.
    if (snippet.defaultAudioLanguage) next.defaultAudioLanguage = snippet.defaultAudioLanguage;
    else delete next.defaultAudioLanguage;
  }
  if (parts.includes('localizations')) {
    const localizations = checkLocalizations(body.localizations ?? {});
    if (Object.keys(localizations).length > 0) next.localizations = localizations;
    else delete next.localizations;
  }
  if (next.localizations && Object.keys(next.localizations).length > 0 && !next.defaultLanguage) {
    throw videoErrors.defaultLanguageNotSet();
  }
  if (parts.includes('status')) {
    const status = body.status ?? {};
    const neverPublished = current.privacyStatus === 'private';
    next.privacyStatus = status.privacyStatus ?? 'public';
    delete next.publishAt;
    if (status.publishAt !== undefined) {
      const at = Date.parse(status.publishAt);
      if (Number.isNaN(at)) throw videoErrors.invalidPublishAt('publishAt must be an RFC 3339 date-time.');
      if (next.privacyStatus !== 'private' || !neverPublished) {
        throw videoErrors.invalidPublishAt(
          'publishAt needs privacyStatus private on a video that was never published.',
        );
      }
      if (at <= now.getTime()) throw videoErrors.invalidPublishAt('publishAt must be in the future.');
      next.publishAt = rfc3339(at);
    }
    next.embeddable = status.embeddable ?? true;
    next.license = status.license ?? 'youtube';
    next.publicStatsViewable = status.publicStatsViewable ?? true;
    next.selfDeclaredMadeForKids = status.selfDeclaredMadeForKids ?? false;
    next.madeForKids = next.selfDeclaredMadeForKids;
    next.containsSyntheticMedia = status.containsSyntheticMedia ?? false;
    if (neverPublished && next.privacyStatus !== 'private') next.publishedAt = rfc3339(now);
  }
  if (parts.includes('recordingDetails')) {
    const date = body.recordingDetails?.recordingDate;
    if (date !== undefined && Number.isNaN(Date.parse(date))) throw videoErrors.invalidRecordingDate();
    if (date) next.recordingDate = rfc3339(Date.parse(date));
    else delete next.recordingDate;
  }
  return next;
}
