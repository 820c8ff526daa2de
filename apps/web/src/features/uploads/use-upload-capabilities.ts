// What the upload tool offers on this server (size limit, ffmpeg, the transcription engine, minutes left, the
// YouTube costs of publishing): GET /api/uploads/capabilities.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { fetchUploadCapabilities } from './uploads-api.ts';

export function useUploadCapabilities() {
  return useQuery({
    queryKey: queryKeys.uploadCapabilities,
    queryFn: fetchUploadCapabilities,
    staleTime: 60_000,
  });
}
