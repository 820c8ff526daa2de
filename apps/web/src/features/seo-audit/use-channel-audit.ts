// A channel's audit (computed from its synced videos, no YouTube quota), fresh for a minute.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { analyzeChannel } from './audit-api.ts';

export const AUDIT_STALE_MS = 60_000;

export function useChannelAudit(connectionId: string) {
  return useQuery({
    queryKey: queryKeys.channelAudit(connectionId),
    queryFn: () => analyzeChannel(connectionId),
    staleTime: AUDIT_STALE_MS,
  });
}
