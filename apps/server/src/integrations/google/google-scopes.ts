// The scope plan (decision 006): least privilege, asked in context.
export const SIGN_IN_SCOPES = ['openid', 'email', 'profile'] as const;
export const YOUTUBE_READONLY = 'https://www.googleapis.com/auth/youtube.readonly';
/** Needed to publish metadata (videos.update), set thumbnails and read or write captions. */
export const YOUTUBE_FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';
export const YOUTUBE_UPLOAD = 'https://www.googleapis.com/auth/youtube.upload';

export type ChannelAccess = 'read' | 'write';

export function scopesForAccess(access: ChannelAccess): string[] {
  return access === 'write' ? [YOUTUBE_READONLY, YOUTUBE_FORCE_SSL] : [YOUTUBE_READONLY];
}

export function grantAllowsWrite(scopes: readonly string[]): boolean {
  return scopes.includes(YOUTUBE_FORCE_SSL) || scopes.includes('https://www.googleapis.com/auth/youtube');
}
