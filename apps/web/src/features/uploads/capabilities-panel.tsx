// What this server offers the upload tool: the largest file, the minutes left this period (with the way to more
// when none are left), the transcription engine said honestly, and how long files are kept. Without ffmpeg the
// server cannot analyse anything, and the panel says so first.
import type { UploadCapabilities } from '@vidcraft/contracts';
import { AudioLines, CircleAlert, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Meter } from '../../components/ui/meter.tsx';
import { formatNumber } from '../../lib/format.ts';
import { SeePlansLink } from '../plans/see-plans-link.tsx';
import { Panel } from './panel.tsx';
import { formatBytes, formatHours } from './upload-format.ts';

/** The upload can go ahead: ffmpeg is there and minutes are left. */
export function canUpload(capabilities: UploadCapabilities): boolean {
  return capabilities.mediaTools.available && capabilities.minutes.remaining > 0;
}

export function NoMediaTools({ detail }: { detail: string | null }) {
  const { t } = useTranslation('uploads');
  return (
    <div role="alert" className="grid gap-1 rounded-2xl bg-danger/10 p-4 ring-1 ring-danger/30">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-4 shrink-0 text-danger" aria-hidden />
        {t('capabilities.noMediaToolsTitle')}
      </p>
      <p className="text-sm">{t('capabilities.noMediaTools')}</p>
      {detail ? (
        <p className="text-xs text-ink-muted" dir="auto">
          {t('capabilities.serverSays', { detail })}
        </p>
      ) : null}
    </div>
  );
}

function minutesTone(used: number, limit: number): 'accent' | 'warning' | 'danger' {
  if (limit <= 0 || used >= limit) return 'danger';
  return used / limit >= 0.8 ? 'warning' : 'accent';
}

export function CapabilitiesPanel({ capabilities }: { capabilities: UploadCapabilities }) {
  const { t, i18n } = useTranslation('uploads');
  const n = (value: number) => formatNumber(value, i18n.language);
  const { minutes, transcription } = capabilities;
  const offline = transcription.engine === 'offline';
  return (
    <Panel title={t('capabilities.title')} icon={<Gauge aria-hidden />}>
      <dl className="grid gap-4 text-sm">
        <div className="grid gap-1.5">
          <dt className="text-ink-muted">{t('capabilities.minutes')}</dt>
          <dd className="grid gap-1.5">
            <span className="font-semibold tabular-nums">
              {t('capabilities.minutesLeft', {
                count: Math.max(0, minutes.remaining),
                formatted: n(Math.max(0, minutes.remaining)),
              })}
            </span>
            <Meter
              value={minutes.limit > 0 ? (minutes.used / minutes.limit) * 100 : 100}
              label={t('capabilities.minutes')}
              tone={minutesTone(minutes.used, minutes.limit)}
            />
            <span className="text-xs text-ink-muted">
              {t('capabilities.minutesUsed', { used: n(minutes.used), limit: n(minutes.limit) })}
            </span>
            {minutes.remaining <= 0 ? (
              <span role="alert" className="text-warning">
                {t('capabilities.noMinutes')} <SeePlansLink />
              </span>
            ) : null}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-ink-muted">{t('capabilities.maxSize')}</dt>
          <dd className="font-semibold tabular-nums">{formatBytes(capabilities.maxBytes, i18n.language)}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-ink-muted">{t('capabilities.transcription')}</dt>
          <dd className="grid gap-1">
            <span className="flex items-center gap-1.5 font-semibold">
              <AudioLines className="size-4 shrink-0 text-accent" aria-hidden />
              {offline ? t('capabilities.offlineEngine') : <span dir="auto">{transcription.label}</span>}
            </span>
            <span className="text-xs text-ink-muted">
              {offline ? t('capabilities.offlineNote') : t('capabilities.providerNote')}
            </span>
          </dd>
        </div>
      </dl>
      <p className="text-xs text-ink-muted">
        {t('capabilities.retention', { duration: formatHours(capabilities.retentionHours, i18n.language) })}
      </p>
    </Panel>
  );
}
