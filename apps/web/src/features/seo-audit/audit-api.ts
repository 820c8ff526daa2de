// The channel audit (no YouTube quota: computed from the synced videos): score distribution, common issues,
// quick wins and the channel's keywords. Vidcraft's own score, not a YouTube metric.
import { type ChannelAudit } from '@vidcraft/contracts';
import { optimizationRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';

export function analyzeChannel(connectionId: string): Promise<ChannelAudit> {
  return callApi(optimizationRoutes.analyzeChannel, { params: { id: connectionId } });
}
