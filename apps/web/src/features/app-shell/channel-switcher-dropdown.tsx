// The channel switcher's menu: the active channel, the others to switch to, manage and connect. Loaded on first
// use (channel-switcher.tsx).
import { Link, useLocation } from 'react-router';
import { Plus, Settings2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@vidcraft/contracts';
import { Avatar } from '../../components/ui/avatar.tsx';
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
import { ChannelMenuButton } from './channel-menu-button.tsx';

export default function ChannelSwitcherDropdown({
  active,
  defaultOpen = false,
}: {
  active: Connection;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const location = useLocation();
  const { connections } = useActiveConnection();
  const { activate } = useConnectionActions();
  const connect = useConnectChannel();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ChannelMenuButton active={active} />
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
