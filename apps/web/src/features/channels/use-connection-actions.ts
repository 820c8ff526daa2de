// Make active, refresh and remove a connection. Each updates the cached list from the server's answer and
// marks what depends on the active channel as stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Connection } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { activateConnection, refreshConnection, removeConnection } from './connections-api.ts';

export function useConnectionActions() {
  const { t } = useTranslation('app');
  const client = useQueryClient();

  const listChanged = (connections: Connection[]) => {
    client.setQueryData(queryKeys.connections, connections);
    for (const key of [queryKeys.youtubeStatus, queryKeys.userChannel, queryKeys.profile]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };

  const activate = useMutation({
    mutationFn: (connection: Connection) => activateConnection(connection.id),
    onSuccess: (connections, connection) => {
      listChanged(connections);
      toast({
        variant: 'success',
        title: t('channels.toasts.activated', { channel: connection.channelName }),
      });
    },
  });

  const refresh = useMutation({
    mutationFn: (connection: Connection) => refreshConnection(connection.id),
    meta: { youtube: true },
    onSuccess: (updated) => {
      client.setQueryData<Connection[]>(queryKeys.connections, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      );
      void client.invalidateQueries({ queryKey: queryKeys.channelStats(updated.id) });
      toast({
        variant: 'success',
        title: t('channels.toasts.refreshed', { channel: updated.channelName }),
      });
    },
  });

  const remove = useMutation({
    mutationFn: (connection: Connection) => removeConnection(connection.id),
    onSuccess: (connections, removed) => {
      listChanged(connections);
      for (const key of [queryKeys.channelStats(removed.id), queryKeys.syncProgress(removed.id)]) {
        client.removeQueries({ queryKey: key });
      }
      client.removeQueries({ queryKey: queryKeys.channelVideosOf(removed.id) });
      toast({
        variant: 'success',
        title: t('channels.toasts.removed', { channel: removed.channelName }),
      });
    },
  });

  return { activate, refresh, remove };
}
