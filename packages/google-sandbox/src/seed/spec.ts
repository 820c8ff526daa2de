// The compact shape seed content is written in; seed/build.ts turns it into the domain model.

export interface TranscriptSpec {
  language: string;
  name?: string;
  kind?: 'standard' | 'ASR';
  draft?: boolean;
  /** A track whose processing failed (downloads answer couldNotConvert). */
  failed?: boolean;
  /** Paragraphs of speech; each starts a new segment of the video, so chapters can follow them. */
  sections: string[];
}

export interface VideoSpec {
  /** Stable name the video id is derived from. */
  key: string;
  title: string;
  description: string;
  tags?: string[];
  category: number;
  /** RFC 3339 publish time (fixed, before the 2026-01-01 anchor). */
  published: string;
  /** ISO 8601 duration, e.g. PT12M41S. */
  duration: string;
  views: number;
  likes: number;
  comments: number;
  privacy?: 'public' | 'unlisted' | 'private' | 'scheduled';
  /** Vertical 1080×1920 (Shorts are vertical and at most 3 minutes). */
  vertical?: boolean;
  sd?: boolean;
  language?: string;
  audioLanguage?: string;
  localizations?: Record<string, { title: string; description: string }>;
  customThumbnail?: boolean;
  /** Overlay text of the generated thumbnail. */
  thumb: string;
  madeForKids?: boolean;
  synthetic?: boolean;
  creativeCommons?: boolean;
  upload?: 'uploaded' | 'failed' | 'rejected';
  captions?: TranscriptSpec[];
}

/** What a channel's videos share: category, language and how many viewers like and comment. */
export interface ChannelStyle {
  category: number;
  language: string;
  likeRate: number;
  commentRate: number;
}

/** A channel's video builder: each video gives only what is its own; likes and comments follow its views. */
export function videoBuilder(style: ChannelStyle) {
  return (
    key: string,
    title: string,
    description: string,
    tags: string[],
    published: string,
    duration: string,
    views: number,
    thumb: string,
  ): VideoSpec => ({
    key,
    title,
    description,
    tags,
    category: style.category,
    published,
    duration,
    views,
    likes: Math.round(views * style.likeRate),
    comments: Math.round(views * style.commentRate),
    language: style.language,
    audioLanguage: style.language,
    thumb,
  });
}
