// The dashboard before any channel is connected: what connecting does, and the button to do it.
import { useLocation } from 'react-router';
import { CircleCheck, MonitorPlay, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useConnectChannel } from './use-connect-channel.ts';

const POINTS = ['readOnly', 'sync', 'several'] as const;

export function NoChannelState() {
  const { t } = useTranslation('app');
  const location = useLocation();
  const connect = useConnectChannel();
  return (
    <section
      aria-labelledby="no-channel-title"
      className="grid justify-items-center gap-5 rounded-2xl bg-surface px-5 py-10 text-center ring-1 ring-line sm:py-14"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent/10 ring-1 ring-accent/30">
        <MonitorPlay className="size-8 text-accent" aria-hidden />
      </span>
      <h2 id="no-channel-title" className="text-2xl font-bold tracking-tight">
        {t('dashboard.noChannel.title')}
      </h2>
      <p className="max-w-lg text-pretty text-ink-muted">{t('dashboard.noChannel.description')}</p>
      <ul className="grid gap-2 text-start text-sm">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {t(`dashboard.noChannel.points.${point}`)}
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        onClick={() => connect.start(currentReturnPath(location))}
        disabled={connect.starting}
      >
        <Plus aria-hidden />
        {t('channels.connectFirst')}
      </Button>
    </section>
  );
}
