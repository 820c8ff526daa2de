import { describe, expect, it } from 'vitest';
import type { Video } from '../../integrations/google/youtube.schemas.ts';
import { isShort, parseIsoDuration, videoColumns } from './video-mapper.ts';

describe('parseIsoDuration', () => {
  it('reads YouTube durations', () => {
    expect(parseIsoDuration('PT15M51S')).toBe(951);
    expect(parseIsoDuration('PT1H2M3S')).toBe(3723);
    expect(parseIsoDuration('P1DT2H')).toBe(93600);
    expect(parseIsoDuration('PT0S')).toBe(0);
    expect(parseIsoDuration('PT45S')).toBe(45);
    expect(parseIsoDuration('garbage')).toBeNull();
    expect(parseIsoDuration(undefined)).toBeNull();
  });
});

describe('isShort', () => {
  const video = (streams?: { widthPixels: number; heightPixels: number }, title = 'A video'): Video =>
    ({
      id: 'v',
      snippet: { title, description: '' },
      fileDetails: streams ? { videoStreams: [streams] } : undefined,
    }) as Video;
  it('uses the stream shape and the 3-minute limit', () => {
    expect(isShort(video({ widthPixels: 1080, heightPixels: 1920 }), 59)).toBe(true);
    expect(isShort(video({ widthPixels: 1080, heightPixels: 1080 }), 180)).toBe(true);
    expect(isShort(video({ widthPixels: 1080, heightPixels: 1920 }), 240)).toBe(false); // vertical but 4 minutes
    expect(isShort(video({ widthPixels: 1920, heightPixels: 1080 }), 60)).toBe(false); // horizontal minute
  });
  it('falls back to a #shorts tag when the dimensions are unknown', () => {
    expect(isShort(video(undefined, 'Knife trick #shorts'), 40)).toBe(true);
    expect(isShort(video(undefined, 'Knife trick'), 40)).toBe(false);
  });
});

describe('videoColumns', () => {
  it('maps counts (strings on the wire) and caption availability', () => {
    const columns = videoColumns({
      id: 'abc',
      snippet: { title: 'T', description: 'D', tags: ['a'], categoryId: '26' },
      contentDetails: { duration: 'PT10M', caption: 'true' },
      statistics: { viewCount: '1234', likeCount: '56' },
      status: { privacyStatus: 'unlisted' },
    } as Video);
    expect(columns).toMatchObject({
      title: 'T',
      view_count: 1234,
      like_count: 56,
      comment_count: null,
      has_captions: true,
      duration_seconds: 600,
      privacy_status: 'unlisted',
      is_short: false,
    });
  });
});
