// YouTube Analytics access, asked for in context (decision 006: least privilege, incremental authorization):
// what it adds and why, then the channel's grant is widened at Google and the browser comes back here. Once
// granted: when the figures were last read, whether YouTube's impression reports are still on their way, and
// the last failure if reading failed.
import { BarChart3, CircleCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnalyticsAccess } from '@vidcraft/contracts';
import { Button } from '../../components/ui/button.tsx';
import { formatRelative } from '../../lib/format.ts';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useConnectChannel } from '../channels/use-connect-channel.ts';

export function AnalyticsAccessPanel({ access, channelId }: { access: AnalyticsAccess; channelId: string }) {
  const { t, i18n } = useTranslation('analytics');
  const location = useLocation();
  const connect = useConnectChannel();
  const language = i18n.language;
  if (!access.canReadAnalytics) {
    return (
      <section
        aria-labelledby="analytics-access-title"
        className="grid gap-3 rounded-2xl bg-surface p-5 ring-1 ring-accent/40"
      >
        <div className="flex items-start gap-3">
          <BarChart3 className="mt-1 size-6 shrink-0 text-accent" aria-hidden />
          <div className="grid gap-2">
            <h2 id="analytics-access-title" className="text-lg font-semibold">
              {t('access.title')}
            </h2>
            <p className="text-pretty text-ink-muted">
              {t('access.description', { channel: access.channelTitle })}
            </p>
            <ul className="grid list-disc gap-1 ps-5 text-sm text-ink-muted">
              <li>{t('access.readOnly')}</li>
              <li>{t('access.delay')}</li>
              <li>{t('access.revoke')}</li>
            </ul>
          </div>
        </div>
        <div>
          <Button
            disabled={connect.starting}
            onClick={() =>
              connect.start(currentReturnPath(location), { access: 'analytics', channelId, reason: 'reauth' })
            }
          >
            {connect.starting ? t('access.redirecting') : t('access.allow')}
          </Button>
        </div>
      </section>
    );
  }
  const since = access.reportingSince;
  const waiting = access.reportsPending && since !== null;
  return (
    <section className="grid gap-1 rounded-2xl bg-surface p-4 text-sm ring-1 ring-line" aria-live="polite">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck className="size-4 text-success" aria-hidden />
        {t('access.granted', { channel: access.channelTitle })}
      </p>
      <p className="text-ink-muted">
        {access.lastIngestAt
          ? t('access.lastRead', { when: formatRelative(access.lastIngestAt, language) })
          : t('access.neverRead')}
      </p>
      {waiting && since ? (
        <p className="text-ink-muted">
          {t('access.waitingReports', { when: formatRelative(since, language) })}
        </p>
      ) : null}
      {access.lastError ? (
        <p className="text-warning">{t('access.lastError', { message: access.lastError })}</p>
      ) : null}
    </section>
  );
}
