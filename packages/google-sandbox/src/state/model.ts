// The sandbox's domain model: Google accounts, YouTube channels, videos and caption tracks.

export interface Identity {
  /** The OpenID subject; a brand account has its own. */
  sub: string;
  email: string;
  name: string;
  givenName?: string;
  familyName?: string;
  /** Workspace domain (the `hd` claim), absent for consumer accounts. */
  hd?: string;
}

export interface Account extends Identity {
  id: string;
  givenName: string;
  familyName: string;
  locale: string;
  avatarColor: string;
  /** The account's own channel; null when the account never created one. */
  personalChannelId: string | null;
  brandChannelIds: string[];
  blurb: string;
}

export interface Channel {
  id: string;
  accountId: string;
  kind: 'personal' | 'brand';
  /** The identity a grant for this channel is issued to (the account, or the brand account). */
  identity: Identity;
  title: string;
  description: string;
  customUrl: string;
  publishedAt: string;
  country?: string;
  defaultLanguage?: string;
  keywords: string;
  subscriberCount: number;
  hiddenSubscriberCount: boolean;
  /** Custom thumbnails need a verified (phone-verified) channel. */
  verified: boolean;
  madeForKids: boolean;
  colors: [string, string];
}

export type PrivacyStatus = 'public' | 'unlisted' | 'private';

export interface Localization {
  title: string;
  description: string;
}

export interface Video {
  id: string;
  channelId: string;
  title: string;
  description: string;
  tags?: string[];
  categoryId: string;
  defaultLanguage?: string;
  defaultAudioLanguage?: string;
  publishedAt: string;
  durationSeconds: number;
  width: number;
  height: number;
  definition: 'hd' | 'sd';
  licensedContent: boolean;
  privacyStatus: PrivacyStatus;
  publishAt?: string;
  uploadStatus: 'processed' | 'uploaded' | 'failed' | 'rejected';
  failureReason?: string;
  rejectionReason?: string;
  license: 'youtube' | 'creativeCommon';
  embeddable: boolean;
  publicStatsViewable: boolean;
  madeForKids: boolean;
  selfDeclaredMadeForKids?: boolean;
  containsSyntheticMedia: boolean;
  viewCount: number;
  likeCount: number;
  dislikeCount: number;
  commentCount: number;
  localizations?: Record<string, Localization>;
  recordingDate?: string;
  /** What the generated thumbnail shows until a custom one is uploaded. */
  art: { text: string; colors: [string, string] };
  /** Seeded custom thumbnails are generated art flagged as custom; uploads replace them. */
  hasCustomThumbnail: boolean;
  /** Bumped on every thumbnail upload so thumbnail URLs change (cache busting, like YouTube's). */
  thumbnailVersion: number;
  /** Inserted through videos.insert: what was uploaded (never the bytes themselves). */
  media?: UploadedMedia;
  /** For an inserted video still `uploaded`: when the sandbox's "processing" finishes and it reads as processed. */
  processingDoneAt?: string;
}

/** The sandbox keeps a summary of an uploaded file, not the file. */
export interface UploadedMedia {
  bytes: number;
  sha256: string;
  contentType: string;
  /** The first bytes (base64, at most 16), enough to tell the container. */
  head: string;
  fileName?: string;
}

export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

export type CaptionFormat = 'srt' | 'vtt' | 'sbv' | 'ttml';

export interface CaptionTrack {
  id: string;
  videoId: string;
  language: string;
  name: string;
  trackKind: 'standard' | 'ASR' | 'forced';
  audioTrackType: 'unknown' | 'primary' | 'commentary' | 'descriptive';
  isCC: boolean;
  isLarge: boolean;
  isEasyReader: boolean;
  isDraft: boolean;
  isAutoSynced: boolean;
  status: 'serving' | 'syncing' | 'failed';
  failureReason?: 'processingFailed' | 'unknownFormat' | 'unsupportedFormat';
  lastUpdated: string;
  cues: Cue[];
  /** The format the track was uploaded in; downloads without tfmt return this. */
  originalFormat: CaptionFormat;
}
