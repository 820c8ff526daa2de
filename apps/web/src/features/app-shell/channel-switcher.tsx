// The channel switcher in the header. Its menu (channel-switcher-dropdown.tsx) loads on first use, so Radix Menu
// and its positioning stay off a signed-in screen's first load; until then it is just its button.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useConnectChannel } from '../channels/use-connect-channel.ts';
import { useOnDemand } from '../../lib/use-on-demand.ts';
import { ChannelMenuButton } from './channel-menu-button.tsx';

const loadDropdown = () => import('./channel-switcher-dropdown.tsx');
const ChannelSwitcherDropdown = lazy(loadDropdown);

export function ChannelSwitcher() {
  const { t } = useTranslation('app');
  const location = useLocation();
  const { active, query } = useActiveConnection();
  const connect = useConnectChannel();
  const { active: menuLoaded, menuTriggerProps } = useOnDemand(loadDropdown);

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
  const standIn = <ChannelMenuButton active={active} {...menuTriggerProps} />;
  if (!menuLoaded) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ChannelSwitcherDropdown active={active} defaultOpen />
    </Suspense>
  );
}
