// Thumbnails kept for this video ("Save"): each with its score, back into the editor in one click, or
// downloaded (and the download recorded). Designing for an upload (no video), the ones kept most recently.
import type { SavedThumbnail } from '@vidcraft/contracts';
import { Download, FolderOpen, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { scoreTone } from '../../components/score-ring.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { saveApiFile } from '../../lib/save-file.ts';
import { toast } from '../../lib/toast-store.ts';
import { Panel } from './controls.tsx';
import { useFailureText } from './failure-text.tsx';
import { studioFailureOf } from './failures.ts';
import { downloadUrl } from './thumbnails-api.ts';
import { useRecordThumbnailUse, useSavedThumbnails } from './use-keep-thumbnail.ts';
import { ApiImage } from '../../lib/api-image.tsx';

export function SavedThumbnails({
  videoId,
  onEdit,
}: {
  videoId: string | null;
  onEdit: (saved: SavedThumbnail) => void;
}) {
  const { t, i18n } = useTranslation('thumbnails');
  const saved = useSavedThumbnails(videoId);
  const record = useRecordThumbnailUse();
  const failureText = useFailureText();
  const items = saved.data ?? [];
  const download = async (id: string) => {
    try {
      await saveApiFile(downloadUrl(id), 'thumbnail');
      record.mutate({ id, action: 'download' });
    } catch (error) {
      toast({ variant: 'destructive', title: failureText(studioFailureOf(error)) });
    }
  };
  if (items.length === 0) return null;
  return (
    <Panel title={t('saved.title')} icon={<FolderOpen aria-hidden />}>
      <ul
        aria-label={videoId ? t('saved.listLabel') : t('saved.recentListLabel')}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {items.map((item) => (
          <li key={item.id} className="grid content-start gap-2">
            <ApiImage
              src={item.imageUrl}
              alt={t('saved.alt', { time: formatDateTime(item.createdAt, i18n.language) })}
              loading="lazy"
              className="aspect-video w-full rounded-lg ring-1 ring-line"
            />
            <div className="flex items-center justify-between gap-2 text-xs text-ink-muted">
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
              <span className={cn('font-semibold tabular-nums', scoreTone(item.report.score))}>
                {t('variants.score', { score: item.report.score })}
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => onEdit(item)}>
                <PencilLine aria-hidden />
                {t('saved.edit')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void download(item.id)}>
                <Download aria-hidden />
                {t('actions.download')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
