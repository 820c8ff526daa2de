// What the studio offers on this server: presets, the image model (or none), how "auto" placement decides,
// limits. It changes only with the server's configuration.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { fetchCapabilities } from './thumbnails-api.ts';

export function useThumbnailCapabilities() {
  return useQuery({
    queryKey: queryKeys.thumbnailCapabilities,
    queryFn: fetchCapabilities,
    staleTime: 10 * 60_000,
  });
}
