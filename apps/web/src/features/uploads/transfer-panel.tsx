// The file on its way: bytes the server has acknowledged, the share, the speed over the last seconds and the time
// left; pause, resume, cancel. A failure reads as spec §8 has it: the server's message, else "Upload failed:"
// and the status text.
import { Pause, Play, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { Meter } from '../../components/ui/meter.tsx';
import { formatWait } from '../../lib/format.ts';
import { numberFormat } from '../../lib/intl-formats.ts';
import { secondsLeft } from './transfer-speed.ts';
import type { TransferFailure } from './tus-upload.ts';
import { formatBytes, formatSpeed } from './upload-format.ts';
import type { TransferState } from './use-tus-upload.ts';

export function useFailureText(): (failure: TransferFailure) => string {
  const { t } = useTranslation('uploads');
  return (failure) => {
    if (failure.kind === 'network') return t('transfer.failed', { status: t('transfer.connectionLost') });
    if (failure.message) return failure.message;
    return t('transfer.failed', { status: failure.statusText || `HTTP ${failure.status}` });
  };
}

interface Props {
  state: TransferState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

export function TransferPanel({ state, onPause, onResume, onCancel }: Props) {
  const { t, i18n } = useTranslation('uploads');
  const failureText = useFailureText();
  const share = state.total > 0 ? state.sent / state.total : 0;
  const percent = numberFormat(i18n.language, { style: 'percent' }).format(Math.floor(share * 100) / 100);
  const left = secondsLeft(state.sent, state.total, state.bytesPerSecond);
  const active = state.phase === 'uploading' || state.phase === 'starting';
  return (
    <div className="grid gap-3" aria-busy={active}>
      <p className="truncate font-semibold" dir="auto">
        {t('transfer.title', { name: state.fileName })}
      </p>
      <Meter value={share * 100} label={t('transfer.progressLabel')} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm tabular-nums">
        <span>
          {t('transfer.progress', {
            sent: formatBytes(state.sent, i18n.language),
            total: formatBytes(state.total, i18n.language),
          })}{' '}
          <span className="font-semibold">{percent}</span>
        </span>
        {state.phase === 'uploading' && state.bytesPerSecond !== null && left !== null ? (
          <span className="text-ink-muted">
            {t('transfer.speed', {
              speed: formatSpeed(state.bytesPerSecond, i18n.language),
              time: formatWait(left, i18n.language),
            })}
          </span>
        ) : null}
      </div>
      {state.phase === 'paused' ? (
        <p className="text-sm text-ink-muted" role="status">
          {t('transfer.paused')}
        </p>
      ) : null}
      {state.phase === 'failed' && state.failure ? (
        <ErrorNote>
          {failureText(state.failure)} {t('transfer.retryHint')}
        </ErrorNote>
      ) : null}
      {state.phase === 'done' ? null : (
        <div className="flex flex-wrap gap-2">
          {active ? (
            <Button variant="secondary" onClick={onPause} disabled={state.phase === 'starting'}>
              <Pause aria-hidden />
              {t('transfer.pause')}
            </Button>
          ) : (
            <Button onClick={onResume}>
              <Play aria-hidden className="rtl:rotate-180" />
              {t('transfer.resume')}
            </Button>
          )}
          <Button variant="dangerGhost" onClick={onCancel}>
            <X aria-hidden />
            {t('transfer.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
