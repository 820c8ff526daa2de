// The channel audit (no YouTube quota: computed from the synced videos): score distribution, common issues,
// quick wins and the channel's keywords. Vidcraft's own score, not a YouTube metric.
import { ChannelAudit } from '@vidcraft/contracts';
import { apiFetch } from '../../lib/api.ts';

export async function analyzeChannel(connectionId: string): Promise<ChannelAudit> {
  const path = `/api/youtube/analyze-channel/${encodeURIComponent(connectionId)}`;
  return ChannelAudit.parse(await apiFetch(path, { method: 'POST' }));
}
