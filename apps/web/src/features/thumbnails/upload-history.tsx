// The video's thumbnail history: every upload and revert, newest first, with the image it sent and the one it
// replaced; an upload that reached YouTube is taken back in one click (its replaced image is sent again).
import type { ThumbnailUploadEntry } from '@vidcraft/contracts';
import { History, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Panel } from './controls.tsx';
import { FailureText, useFailureText } from './failure-text.tsx';
import type { StudioFailure } from './failures.ts';
import { ApiImage } from '../../lib/api-image.tsx';

interface Props {
  entries: ThumbnailUploadEntry[] | undefined;
  loading: boolean;
  unitsPerUpload: number;
  /** The entry being reverted now. */
  revertingId: string | null;
  revertFailure: { id: string; failure: StudioFailure } | null;
  onRevert: (entry: ThumbnailUploadEntry) => void;
}

function Picture({ src, label }: { src: string | null; label: string }) {
  const { t } = useTranslation('thumbnails');
  return (
    <figure className="grid min-w-0 flex-1 gap-1">
      <span className="block aspect-video overflow-hidden rounded-lg bg-page ring-1 ring-line">
        {src ? (
          <ApiImage src={src} alt={label} loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center p-2 text-center text-xs text-ink-muted">
            {t('history.notKept')}
          </span>
        )}
      </span>
      <figcaption className="text-xs text-ink-muted">{label}</figcaption>
    </figure>
  );
}

function StatusBadge({ entry }: { entry: ThumbnailUploadEntry }) {
  const { t } = useTranslation('thumbnails');
  if (entry.status === 'pending') return <Badge tone="info">{t('history.status.pending')}</Badge>;
  if (entry.status === 'failed') return <Badge tone="danger">{t('history.status.failed')}</Badge>;
  if (entry.revertedById) return <Badge tone="neutral">{t('history.status.reverted')}</Badge>;
  return <Badge tone="success">{t('history.status.succeeded')}</Badge>;
}

function entryFailure(entry: ThumbnailUploadEntry): StudioFailure | null {
  if (!entry.error) return null;
  if (entry.error.code === 'FORBIDDEN') return { kind: 'notVerified' };
  if (entry.error.code === 'QUOTA_EXCEEDED') return { kind: 'quota', resumeAt: null };
  return { kind: 'other', message: entry.error.message };
}

export function UploadHistory(props: Props) {
  const { entries, loading, unitsPerUpload, revertingId, revertFailure, onRevert } = props;
  const { t, i18n } = useTranslation('thumbnails');
  const failureText = useFailureText();
  return (
    <Panel title={t('history.title')} icon={<History aria-hidden />}>
      {loading ? <Spinner size="sm" /> : null}
      {entries && entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('history.empty')}</p>
      ) : null}
      {entries && entries.length > 0 ? (
        <ol aria-label={t('history.listLabel')} className="grid gap-3">
          {entries.map((entry) => {
            const failed = entryFailure(entry);
            return (
              <li
                key={entry.id}
                aria-label={t(entry.kind === 'upload' ? 'history.uploadAt' : 'history.revertAt', {
                  time: formatDateTime(entry.createdAt, i18n.language),
                })}
                className="grid gap-3 rounded-xl bg-page/60 p-3 ring-1 ring-line"
              >
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold">
                    {entry.kind === 'upload' ? t('history.upload') : t('history.revert')}
                  </span>
                  <StatusBadge entry={entry} />
                  <time dateTime={entry.createdAt} className="ms-auto text-xs text-ink-muted">
                    {formatDateTime(entry.createdAt, i18n.language)}
                  </time>
                </div>
                <div className="flex gap-3">
                  <Picture
                    src={entry.imageUrl}
                    label={entry.kind === 'upload' ? t('history.sent') : t('history.restored')}
                  />
                  <Picture src={entry.replacedImageUrl} label={t('history.replaced')} />
                </div>
                {failed ? <p className="text-xs text-danger">{failureText(failed)}</p> : null}
                {entry.canRevert ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="justify-self-start"
                    disabled={revertingId !== null}
                    onClick={() => onRevert(entry)}
                  >
                    <RotateCcw aria-hidden />
                    {revertingId === entry.id ? t('history.reverting') : t('history.revertAction')}
                    <span className="text-xs text-ink-muted">
                      {t('actions.uploadCost', { units: unitsPerUpload })}
                    </span>
                  </Button>
                ) : null}
                {revertFailure?.id === entry.id ? (
                  <ErrorNote>
                    <FailureText failure={revertFailure.failure} />
                  </ErrorNote>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </Panel>
  );
}
