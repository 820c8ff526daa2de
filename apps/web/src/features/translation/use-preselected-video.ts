// The translation tool opened for one video (`?video=<id>`, e.g. from caption management's "Translate this
// track"): that video is chosen once it is read, and with `captions=1` its caption tracks are ticked too
// (translated by the default engine, else by YouTube's own translation). The address keeps the parameters
// until the creator changes the choice; reading them again later does nothing.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type TranslationCapabilities, type VideoSummary } from '@vidcraft/contracts';
import { videoRoutes } from '@vidcraft/contracts/client-routes';
import { useSearchParams } from 'react-router';
import { callApi } from '../../lib/api-client.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function usePreselectedVideo(
  capabilities: TranslationCapabilities,
  choose: (video: VideoSummary, captions: 'engine' | 'youtube' | null) => void,
): void {
  const [params] = useSearchParams();
  const wanted = params.get('video');
  const videoId = wanted && VIDEO_ID.test(wanted) ? wanted : null;
  const withCaptions = params.get('captions') === '1';
  const video = useQuery({
    queryKey: ['video-summary', videoId],
    queryFn: () => callApi(videoRoutes.video, { params: { id: videoId ?? '' } }),
    enabled: videoId !== null,
    staleTime: 60_000,
    // An unknown or someone else's id is simply not preselected.
    meta: { errorToast: false },
    retry: false,
  });
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !video.data) return;
    applied.current = true;
    const source = !withCaptions
      ? null
      : capabilities.engines.length > 0
        ? 'engine'
        : capabilities.youtubeCaptionTranslation
          ? 'youtube'
          : null;
    choose(video.data, source);
  }, [video.data, withCaptions, capabilities, choose]);
}
