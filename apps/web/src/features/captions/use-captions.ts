// The video's caption tracks as the page shows them: the stored answer (free), replaced by every answer that
// spends (a list, a download, a write), so costs, the units left today and the tracks stay current.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaptionsResponse } from '@vidcraft/contracts';
import { fetchTracks } from './captions-api.ts';

export const captionKeys = {
  tracks: (videoId: string) => ['caption-management', videoId] as const,
};

export function useCaptionTracks(videoId: string) {
  return useQuery({
    queryKey: captionKeys.tracks(videoId),
    queryFn: () => fetchTracks(videoId),
    staleTime: 60_000,
  });
}

/**
 * A spending action on the video's captions: its answer becomes the page's track list. The screen shows every
 * error itself (in place, in the interface language), so no toast repeats it.
 */
export function useCaptionAction<I, O extends CaptionsResponse>(
  videoId: string,
  action: (input: I) => Promise<O>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    meta: { youtube: true, errorToast: false },
    onSuccess: (answer) => {
      const { text: _text, ...rest } = answer;
      client.setQueryData<CaptionsResponse>(captionKeys.tracks(videoId), { ...rest, text: null });
    },
  });
}
