// Google's scopes as the sandbox understands them: consent texts, which ones are "basic" (identity only), and
// which scopes each Data API method accepts (reference §9.5).

const AUTH = 'https://www.googleapis.com/auth';

export const SCOPES = {
  openid: 'openid',
  email: `${AUTH}/userinfo.email`,
  profile: `${AUTH}/userinfo.profile`,
  youtube: `${AUTH}/youtube`,
  readonly: `${AUTH}/youtube.readonly`,
  upload: `${AUTH}/youtube.upload`,
  forceSsl: `${AUTH}/youtube.force-ssl`,
  partner: `${AUTH}/youtubepartner`,
  analytics: `${AUTH}/yt-analytics.readonly`,
  analyticsMonetary: `${AUTH}/yt-analytics-monetary.readonly`,
} as const;

interface ScopeInfo {
  consent: string;
  detail: string;
  basic: boolean;
}

export const SCOPE_INFO: Record<string, ScopeInfo> = {
  [SCOPES.openid]: {
    consent: 'Associate you with your personal info on Google',
    detail: 'Lets the app know who you are.',
    basic: true,
  },
  [SCOPES.email]: {
    consent: 'See your primary Google Account email address',
    detail: 'Your email address.',
    basic: true,
  },
  [SCOPES.profile]: {
    consent: "See your personal info, including any personal info you've made publicly available",
    detail: 'Your name and profile picture.',
    basic: true,
  },
  [SCOPES.youtube]: {
    consent: 'Manage your YouTube account',
    detail: 'Edit videos, playlists and channel settings.',
    basic: false,
  },
  [SCOPES.readonly]: {
    consent: 'View your YouTube account',
    detail: 'Read your channel, videos and playlists.',
    basic: false,
  },
  [SCOPES.upload]: {
    consent: 'Manage your YouTube videos',
    detail: 'Upload videos and set thumbnails.',
    basic: false,
  },
  [SCOPES.forceSsl]: {
    consent: 'See, edit, and permanently delete your YouTube videos, ratings, comments and captions',
    detail: 'Full access to videos and captions.',
    basic: false,
  },
  [SCOPES.partner]: {
    consent: 'View and manage your assets and associated content on YouTube',
    detail: 'YouTube partner access.',
    basic: false,
  },
  [SCOPES.analytics]: {
    consent: 'View YouTube Analytics reports for your YouTube content',
    detail: 'Views, watch time, impressions and other analytics of your channel.',
    basic: false,
  },
  [SCOPES.analyticsMonetary]: {
    consent: 'View monetary and non-monetary YouTube Analytics reports for your YouTube content',
    detail: 'Analytics reports, including estimated revenue.',
    basic: false,
  },
};

const SHORT_NAMES: Record<string, string> = { email: SCOPES.email, profile: SCOPES.profile };

/** `email` and `profile` are answered as their full userinfo URLs, as Google does in token responses. */
export function normalizeScope(scope: string): string {
  return SHORT_NAMES[scope] ?? scope;
}

export function parseScopeParam(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s+]+/)
        .filter(Boolean)
        .map(normalizeScope),
    ),
  ];
}

export function isKnownScope(scope: string): boolean {
  return scope in SCOPE_INFO;
}

export function isBasicScope(scope: string): boolean {
  return SCOPE_INFO[scope]?.basic ?? false;
}

export function hasYouTubeScope(scopes: readonly string[]): boolean {
  return scopes.some((s) => !isBasicScope(s));
}

const READ = [SCOPES.readonly, SCOPES.youtube, SCOPES.forceSsl, SCOPES.partner];
const WRITE = [SCOPES.youtube, SCOPES.forceSsl, SCOPES.partner];
const UPLOAD = [SCOPES.youtube, SCOPES.forceSsl, SCOPES.upload, SCOPES.partner];
const CAPTIONS = [SCOPES.forceSsl, SCOPES.partner];

interface MethodInfo {
  scopes: string[];
  /** Name of the backend method, reported in insufficientPermissions details. */
  rpc: string;
}

export const METHODS: Record<string, MethodInfo> = {
  'youtube.channels.list': { scopes: READ, rpc: 'V3DataChannelService.List' },
  'youtube.playlistItems.list': { scopes: READ, rpc: 'V3DataPlaylistItemService.List' },
  'youtube.videos.list': { scopes: READ, rpc: 'V3DataVideoService.List' },
  'youtube.videos.update': { scopes: WRITE, rpc: 'V3DataVideoService.Update' },
  'youtube.videos.insert': { scopes: UPLOAD, rpc: 'V3DataVideoService.Insert' },
  'youtube.thumbnails.set': { scopes: UPLOAD, rpc: 'V3DataThumbnailService.Set' },
  'youtube.captions.list': { scopes: CAPTIONS, rpc: 'V3DataCaptionService.List' },
  'youtube.captions.download': { scopes: CAPTIONS, rpc: 'V3DataCaptionService.Download' },
  'youtube.captions.insert': { scopes: CAPTIONS, rpc: 'V3DataCaptionService.Insert' },
  'youtube.captions.update': { scopes: CAPTIONS, rpc: 'V3DataCaptionService.Update' },
  'youtube.captions.delete': { scopes: CAPTIONS, rpc: 'V3DataCaptionService.Delete' },
  'youtube.i18nLanguages.list': { scopes: READ, rpc: 'V3DataI18nLanguageService.List' },
  'youtube.videoCategories.list': { scopes: READ, rpc: 'V3DataVideoCategoryService.List' },
};

export type ApiMethod = keyof typeof METHODS;

export function allowsMethod(granted: readonly string[], method: string): boolean {
  const info = METHODS[method];
  return !!info && info.scopes.some((s) => granted.includes(s));
}
