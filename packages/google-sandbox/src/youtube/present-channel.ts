// The channel resource: statistics are computed from the channel's videos so they stay consistent with them.
import type { SandboxCore } from '../core.ts';
import type { Channel } from '../state/model.ts';
import { etagOf } from '../util/ids.ts';
import { channelThumbnails } from './thumbnail-urls.ts';

export const CHANNEL_PARTS = [
  'auditDetails',
  'brandingSettings',
  'contentDetails',
  'contentOwnerDetails',
  'id',
  'localizations',
  'snippet',
  'statistics',
  'status',
  'topicDetails',
] as const;

export function uploadsPlaylistId(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

export function likesPlaylistId(channelId: string): string {
  return `LL${channelId.slice(2)}`;
}

export function presentChannel(
  core: SandboxCore,
  channel: Channel,
  parts: readonly string[],
  viewerChannelId: string | undefined,
): Record<string, unknown> {
  const owner = channel.id === viewerChannelId;
  const now = core.clock.now();
  const resource: Record<string, unknown> = { kind: 'youtube#channel', etag: '', id: channel.id };
  if (parts.includes('snippet')) {
    resource.snippet = {
      title: channel.title,
      description: channel.description,
      customUrl: channel.customUrl,
      publishedAt: channel.publishedAt,
      thumbnails: channelThumbnails(core, channel),
      ...(channel.defaultLanguage ? { defaultLanguage: channel.defaultLanguage } : {}),
      localized: { title: channel.title, description: channel.description },
      ...(channel.country ? { country: channel.country } : {}),
    };
  }
  if (parts.includes('contentDetails')) {
    resource.contentDetails = {
      relatedPlaylists: {
        likes: owner ? likesPlaylistId(channel.id) : '',
        uploads: uploadsPlaylistId(channel.id),
      },
    };
  }
  if (parts.includes('statistics')) {
    const publicVideos = core.world.uploads(channel.id, now).filter((v) => v.privacyStatus === 'public');
    resource.statistics = {
      viewCount: String(publicVideos.reduce((sum, v) => sum + v.viewCount, 0)),
      ...(channel.hiddenSubscriberCount ? {} : { subscriberCount: String(channel.subscriberCount) }),
      hiddenSubscriberCount: channel.hiddenSubscriberCount,
      videoCount: String(publicVideos.length),
    };
  }
  if (parts.includes('brandingSettings')) {
    resource.brandingSettings = {
      channel: {
        title: channel.title,
        description: channel.description,
        ...(channel.keywords ? { keywords: channel.keywords } : {}),
        ...(channel.defaultLanguage ? { defaultLanguage: channel.defaultLanguage } : {}),
        ...(channel.country ? { country: channel.country } : {}),
      },
      image: { bannerExternalUrl: `${core.baseUrl()}/avatars/${channel.id}/800.jpg` },
    };
  }
  if (parts.includes('status')) {
    resource.status = {
      privacyStatus: 'public',
      isLinked: true,
      longUploadsStatus: channel.verified ? 'allowed' : 'eligible',
      madeForKids: channel.madeForKids,
      ...(owner ? { selfDeclaredMadeForKids: channel.madeForKids } : {}),
    };
  }
  if (parts.includes('topicDetails')) resource.topicDetails = { topicCategories: [] };
  resource.etag = etagOf({ ...resource, etag: undefined });
  return resource;
}
