// The video calls go through the typed client and keep the URLs, methods and bodies they always had.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCaptionTrack, fetchChannelVideos, listCaptions, refreshVideo } from './videos-api.ts';

const VIDEO_ID = 'dQw4w9WgXcQ';
const captions = {
  videoId: VIDEO_ID,
  hasCaptions: true,
  tracks: [],
  listedAt: null,
  costs: { listTracks: 50, downloadTrack: 200, insertTrack: 400, updateTrack: 450, deleteTrack: 50 },
  unitsLeftToday: 10_000,
  canWrite: true,
  text: null,
};
const page = {
  connectionId: 'c1',
  channelId: 'UC1',
  videos: [],
  total: 0,
  page: 2,
  limit: 24,
  hasMore: false,
  nextPageToken: null,
  prevPageToken: null,
  syncing: false,
  paused: false,
};

function answer(body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return { url, method: init.method, body: init.body };
  };
}

describe('video calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a page of the channel, with only the filters that narrow it', async () => {
    let sent = answer(page);
    await expect(
      fetchChannelVideos('c1', { q: 'churros', type: '', visibility: 'public', sort: 'views' }, null, 24),
    ).resolves.toEqual(page);
    expect(sent()).toEqual({
      url: '/api/user/channel-videos?channelId=c1&limit=24&q=churros&visibility=public&sort=views',
      method: 'GET',
      body: undefined,
    });
    sent = answer(page);
    await fetchChannelVideos('c1', { sort: 'views' }, 'WyJ2aWV3cyJd', 24);
    expect(sent().url).toBe(
      '/api/user/channel-videos?channelId=c1&limit=24&pageToken=WyJ2aWV3cyJd&sort=views',
    );
  });

  it('lists and downloads captions with their bodies', async () => {
    let sent = answer(captions);
    await listCaptions(VIDEO_ID, { onlyIfStale: true });
    expect(sent()).toEqual({
      url: `/api/videos/${VIDEO_ID}/captions/refresh`,
      method: 'POST',
      body: '{"onlyIfStale":true}',
    });
    sent = answer(captions);
    await downloadCaptionTrack(VIDEO_ID, 'track/1');
    expect(sent()).toEqual({
      url: `/api/videos/${VIDEO_ID}/captions/track%2F1/download`,
      method: 'POST',
      body: '{"format":"vtt"}',
    });
  });

  it('refreshes one video with a POST to its path', async () => {
    const sent = answer({ id: VIDEO_ID });
    await expect(refreshVideo(VIDEO_ID)).resolves.toEqual({ id: VIDEO_ID });
    expect(sent()).toMatchObject({ url: `/api/videos/${VIDEO_ID}/refresh`, method: 'POST' });
  });
});
