// The channel switcher in the header: the active channel, the others to switch to, manage and connect.
import { Link, useLocation } from 'react-router';
import { ChevronDown, Plus, Settings2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useConnectionActions } from '../channels/use-connection-actions.ts';
import { useConnectChannel } from '../channels/use-connect-channel.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';

export function ChannelSwitcher() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const location = useLocation();
  const { connections, active, query } = useActiveConnection();
  const { activate } = useConnectionActions();
  const connect = useConnectChannel();

  if (query.isPending)
    return <span className="h-9 w-9 animate-pulse rounded-full bg-surface-raised sm:w-40" />;
  if (!active) {
    return (
      <Button
        size="sm"
        onClick={() => connect.start(currentReturnPath(location))}
        disabled={connect.starting}
      >
        <Plus aria-hidden />
        <span className="max-sm:sr-only">{t('header.connectChannel')}</span>
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="max-w-56 gap-2 px-2"
          aria-label={t('header.channelMenu', { channel: active.channelName })}
        >
          <Avatar src={active.thumbnailUrl} name={active.channelName} size="xs" />
          <span className="truncate max-sm:hidden">{active.channelName}</span>
          {active.status === 'needs_reauth' ? <TriangleAlert className="text-warning" aria-hidden /> : null}
          <ChevronDown className="text-ink-muted max-sm:hidden" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>{t('header.activeChannel')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={active.id}
          onValueChange={(id) => {
            const target = connections.find((connection) => connection.id === id);
            if (target && target.id !== active.id) activate.mutate(target);
          }}
        >
          {connections.map((connection) => (
            <DropdownMenuRadioItem key={connection.id} value={connection.id}>
              <Avatar src={connection.thumbnailUrl} name={connection.channelName} size="xs" />
              <span className="truncate">{connection.channelName}</span>
              {connection.status === 'needs_reauth' ? (
                <TriangleAlert
                  className="ms-auto size-4 text-warning"
                  aria-label={t('channels.status.needsReauth')}
                />
              ) : null}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={localize('/channels')}>
            <Settings2 aria-hidden />
            {t('header.manageChannels')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={connect.starting}
          onSelect={() => connect.start(currentReturnPath(location))}
        >
          <Plus aria-hidden />
          {t('header.connectAnother')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
