// The scope plan (decision 006): least privilege, asked in context.
export const SIGN_IN_SCOPES = ['openid', 'email', 'profile'] as const;
export const YOUTUBE_READONLY = 'https://www.googleapis.com/auth/youtube.readonly';
/** Needed to publish metadata (videos.update), set thumbnails and read or write captions. */
export const YOUTUBE_FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';
export const YOUTUBE_UPLOAD = 'https://www.googleapis.com/auth/youtube.upload';
/** YouTube Analytics reports (views, watch time) and the Reporting API's bulk reports (impressions, CTR). */
export const YT_ANALYTICS_READONLY = 'https://www.googleapis.com/auth/yt-analytics.readonly';
const YT_ANALYTICS_MONETARY = 'https://www.googleapis.com/auth/yt-analytics-monetary.readonly';

/** `write` adds publishing; `analytics` adds reading YouTube Analytics. Each is asked for where it is needed. */
export type ChannelAccess = 'read' | 'write' | 'analytics';

export function scopesForAccess(access: ChannelAccess): string[] {
  if (access === 'write') return [YOUTUBE_READONLY, YOUTUBE_FORCE_SSL];
  if (access === 'analytics') return [YOUTUBE_READONLY, YT_ANALYTICS_READONLY];
  return [YOUTUBE_READONLY];
}

/** The scopes a new request keeps from a grant the channel already has, so asking for one never drops another. */
export function scopesKeptFrom(granted: readonly string[]): string[] {
  return [
    ...(grantAllowsWrite(granted) ? scopesForAccess('write') : []),
    ...(grantAllowsAnalytics(granted) ? scopesForAccess('analytics') : []),
  ];
}

export function grantAllowsAnalytics(scopes: readonly string[]): boolean {
  return scopes.includes(YT_ANALYTICS_READONLY) || scopes.includes(YT_ANALYTICS_MONETARY);
}

export function grantAllowsWrite(scopes: readonly string[]): boolean {
  return scopes.includes(YOUTUBE_FORCE_SSL) || scopes.includes('https://www.googleapis.com/auth/youtube');
}
