// Uploads this browser started and did not finish (a reload, a closed tab, a lost connection): choosing the same
// file again continues each from where it stopped. "Forget" deletes what arrived and the note here.
import { useEffect, useState } from 'react';
import { History, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatRelative } from '../../lib/format.ts';
import { forgetUnfinished, listUnfinished, type UnfinishedUpload } from './tus-upload.ts';
import { formatBytes } from './upload-format.ts';

/** `version` changes when an upload starts or ends, so the list is read again. */
export function UnfinishedUploads({ version }: { version: number }) {
  const { t, i18n } = useTranslation('uploads');
  const [entries, setEntries] = useState<UnfinishedUpload[]>([]);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    void listUnfinished().then((found) => {
      if (live) setEntries(found);
    });
    return () => {
      live = false;
    };
  }, [version, reads]);

  if (entries.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-2xl bg-info/10 p-4 ring-1 ring-info/30">
      <p className="flex items-center gap-2 font-semibold">
        <History className="size-4 text-info" aria-hidden />
        {t('unfinished.title')}
      </p>
      <p className="text-sm text-ink-muted">{t('unfinished.hint')}</p>
      <ul className="grid gap-1">
        {entries.map((entry) => (
          <li key={entry.key} className="flex min-w-0 items-center justify-between gap-2 text-sm">
            <span className="min-w-0 truncate" dir="auto">
              {t('unfinished.item', {
                name: entry.fileName,
                size: entry.size === null ? '?' : formatBytes(entry.size, i18n.language),
                when: formatRelative(entry.startedAt, i18n.language),
              })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('unfinished.forgetLabel', { name: entry.fileName })}
              onClick={() => void forgetUnfinished(entry).then(() => setReads((n) => n + 1))}
            >
              <X aria-hidden />
              {t('unfinished.forget')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
