// What the SEO score reads from a video (the same inputs the server uses): its text — or the user's version of
// it — and the facts the text does not change (custom thumbnail, captions, translations, Short, duration).
import type { MetadataFields, VideoDetails } from '@vidcraft/contracts';
import type { ScoreInput } from '@vidcraft/seo';

export function scoreInputOf(video: VideoDetails, values: Partial<MetadataFields> = {}): ScoreInput {
  return {
    title: values.title ?? video.title,
    description: values.description ?? video.description,
    tags: values.tags ?? video.tags,
    hasCustomThumbnail: video.hasCustomThumbnail,
    hasCaptions: video.hasCaptions,
    localizationCount: Object.keys(video.localizations).length,
    isShort: video.isShort,
    durationSeconds: video.durationSeconds,
    ...(video.defaultLanguage ? { language: video.defaultLanguage.slice(0, 2) } : {}),
  };
}

export function fieldsOf(video: Pick<VideoDetails, 'title' | 'description' | 'tags'>): MetadataFields {
  return { title: video.title, description: video.description, tags: [...video.tags] };
}
