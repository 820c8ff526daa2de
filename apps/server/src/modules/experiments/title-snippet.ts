// The snippet a title swap sends. videos.update replaces the whole snippet, so everything but the title goes
// back exactly as the optimizer's publish sends it (publish.service.ts): description, tags and category as
// YouTube has them, and the default language and audio language when the video has them.
import type { Video } from '../../integrations/google/youtube.schemas.ts';

export function titleSnippet(current: Video, title: string): Record<string, unknown> {
  const snippet: Record<string, unknown> = {
    title,
    description: current.snippet?.description ?? '',
    tags: current.snippet?.tags ?? [],
    categoryId: current.snippet?.categoryId,
  };
  if (current.snippet?.defaultLanguage) snippet.defaultLanguage = current.snippet.defaultLanguage;
  if (current.snippet?.defaultAudioLanguage)
    snippet.defaultAudioLanguage = current.snippet.defaultAudioLanguage;
  return snippet;
}
