// The score input is packages/seo's (the same rule the server stores scores with); the editable fields here.
import type { MetadataFields, VideoDetails } from '@vidcraft/contracts';

export { scoreInputOf } from '@vidcraft/seo';

export function fieldsOf(video: Pick<VideoDetails, 'title' | 'description' | 'tags'>): MetadataFields {
  return { title: video.title, description: video.description, tags: [...video.tags] };
}
