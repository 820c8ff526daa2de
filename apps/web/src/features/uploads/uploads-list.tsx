// The creator's uploads, newest first: status, size, when it arrived and until when its file is kept; open its
// result page, or delete it (after a confirmation).
import { useState } from 'react';
import type { UploadSummaryView } from '@vidcraft/contracts';
import { ArrowRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { toast } from '../../lib/toast-store.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { DeleteUploadDialog } from './delete-upload-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatBytes } from './upload-format.ts';
import { uploadResultPath } from './upload-paths.ts';
import { useDeleteUpload, useUploads } from './use-uploads.ts';

function UploadRow({ upload, onDelete }: { upload: UploadSummaryView; onDelete: () => void }) {
  const { t, i18n } = useTranslation('uploads');
  const localize = useLocalizedPath();
  const name = upload.workingTitle || upload.fileName;
  return (
    <li className="grid gap-3 rounded-xl bg-surface-raised p-3 ring-1 ring-line sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            to={localize(uploadResultPath(upload.id))}
            className="min-w-0 truncate font-semibold hover:underline"
            dir="auto"
          >
            {name}
          </Link>
          <StatusBadge status={upload.status} />
        </div>
        <p className="truncate text-xs text-ink-muted" dir="auto">
          {upload.fileName}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-ink-muted">
          <span>{formatBytes(upload.sizeBytes, i18n.language)}</span>
          <span title={formatDateTime(upload.createdAt, i18n.language)}>
            {t('list.uploaded', { when: formatRelative(upload.createdAt, i18n.language) })}
          </span>
          <span>
            {upload.fileExpiresAt
              ? t('list.fileKept', { date: formatDateTime(upload.fileExpiresAt, i18n.language) })
              : t('list.fileRemoved')}
          </span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link to={localize(uploadResultPath(upload.id))} aria-label={t('list.openLabel', { name })}>
            {t('list.open')}
            <ArrowRight className="rtl:rotate-180" aria-hidden />
          </Link>
        </Button>
        <Button
          variant="dangerGhost"
          size="sm"
          onClick={onDelete}
          disabled={upload.status === 'publishing'}
          aria-label={t('list.deleteLabel', { name })}
        >
          <Trash2 aria-hidden />
          {t('list.delete')}
        </Button>
      </div>
    </li>
  );
}

export function UploadsList() {
  const { t } = useTranslation('uploads');
  const uploads = useUploads();
  const remove = useDeleteUpload();
  const [asking, setAsking] = useState<UploadSummaryView | null>(null);

  if (uploads.isPending) return <Spinner />;
  if (uploads.isError) return <ErrorNote>{uploads.error.message}</ErrorNote>;
  return (
    <>
      {uploads.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('list.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {uploads.data.map((upload) => (
            <UploadRow
              key={upload.id}
              upload={upload}
              onDelete={() => {
                remove.reset();
                setAsking(upload);
              }}
            />
          ))}
        </ul>
      )}
      <DeleteUploadDialog
        name={asking ? asking.workingTitle || asking.fileName : null}
        deleting={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          remove.mutate(asking.id, {
            onSuccess: () => {
              setAsking(null);
              toast({ variant: 'success', title: t('delete.deleted') });
            },
          });
        }}
      />
    </>
  );
}
