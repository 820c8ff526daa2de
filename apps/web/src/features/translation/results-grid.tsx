// The grid of videos × languages: a row per translation job (sticky video column, so the languages scroll
// sideways on a phone), a status chip per cell; choosing a cell opens its language panel.
import type { LanguageTranslation, TranslationJob } from '@vidcraft/contracts';
import { Captions, ImageOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatRelative } from '../../lib/format.ts';
import { EngineLabel } from './engine-label.tsx';
import { languageName } from './language-names.ts';
import type { ResultsGrid as Grid } from './results-grid.ts';
import { StatusChip } from './status-chip.tsx';

interface Props {
  grid: Grid;
  open: { job: string | null; language: string | null };
  onOpen: (job: TranslationJob, translation: LanguageTranslation) => void;
}

function VideoCell({ job, highlighted }: { job: TranslationJob; highlighted: boolean }) {
  const { t, i18n } = useTranslation('translation');
  return (
    <th
      scope="row"
      className={cn(
        'sticky start-0 z-10 w-40 min-w-40 border-e border-b border-line bg-surface p-2 text-start align-top font-normal sm:w-64 sm:min-w-64 sm:p-3',
        highlighted && 'bg-surface-raised',
      )}
    >
      <div className="flex items-start gap-2 sm:gap-3">
        <span className="hidden aspect-video w-20 shrink-0 overflow-hidden rounded-md bg-surface-raised sm:block">
          {job.videoThumbnailUrl ? (
            <img src={job.videoThumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center">
              <ImageOff className="size-4 text-ink-muted" aria-hidden />
            </span>
          )}
        </span>
        <span className="grid min-w-0 gap-1">
          <span className="line-clamp-2 text-sm font-semibold" dir="auto">
            {job.videoTitle}
          </span>
          <span className="text-xs text-ink-muted">
            <time dateTime={job.createdAt}>{formatRelative(job.createdAt, i18n.language)}</time>
          </span>
          <span className="text-xs max-sm:hidden">
            {job.engine ? <EngineLabel engine={job.engine} /> : t('engine.youtubeOnly')}
          </span>
          {job.status === 'running' ? (
            <span className="flex items-center gap-1 text-xs text-info">
              <LoaderCircle className="size-3 animate-spin motion-reduce:animate-none" aria-hidden />
              {t('grid.running')}
            </span>
          ) : null}
          {job.status === 'failed' ? (
            <span className="flex items-start gap-1 text-xs text-danger">
              <TriangleAlert className="mt-0.5 size-3 shrink-0" aria-hidden />
              {job.error ?? t('grid.jobFailed')}
            </span>
          ) : null}
        </span>
      </div>
    </th>
  );
}

export function ResultsGrid({ grid, open, onOpen }: Props) {
  const { t, i18n } = useTranslation('translation');
  return (
    <div className="overflow-x-auto overscroll-x-contain rounded-2xl bg-surface ring-1 ring-line">
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{t('grid.caption')}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 z-20 border-e border-b border-line bg-surface p-2 text-start text-xs font-medium text-ink-muted sm:p-3"
            >
              {t('grid.video')}
            </th>
            {grid.languages.map((language) => (
              <th
                key={language}
                scope="col"
                className="min-w-32 border-b border-line p-2 text-start align-bottom text-xs font-medium sm:p-3"
              >
                <span className="block">{languageName(language, i18n.language)}</span>
                <span className="font-mono text-[11px] font-normal text-ink-muted" dir="ltr">
                  {language}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map(({ job, cells }) => (
            <tr key={job.id}>
              <VideoCell job={job} highlighted={open.job === job.id} />
              {grid.languages.map((language) => {
                const cell = cells.get(language);
                const current = open.job === job.id && open.language === language;
                return (
                  <td key={language} className="border-b border-line p-1.5 align-top sm:p-2">
                    {cell ? (
                      <button
                        type="button"
                        onClick={() => onOpen(job, cell)}
                        aria-current={current ? 'true' : undefined}
                        aria-label={t('grid.cellLabel', {
                          language: languageName(language, i18n.language),
                          status: t(`status.${cell.status}`),
                          video: job.videoTitle,
                        })}
                        className={cn(
                          'grid w-full justify-items-start gap-1 rounded-lg p-1.5 text-start ring-1 transition-colors hover:bg-surface-raised',
                          current ? 'bg-surface-raised ring-accent' : 'ring-transparent',
                        )}
                      >
                        <StatusChip status={cell.status} />
                        <span className="flex items-center gap-1.5 text-[11px] text-ink-muted">
                          {cell.caption ? (
                            <span
                              className="inline-flex items-center gap-0.5"
                              title={t(`caption.status.${cell.caption.status}`)}
                            >
                              <Captions className="size-3.5" aria-hidden />
                              {t(`caption.status.${cell.caption.status}`)}
                            </span>
                          ) : null}
                          {cell.flag ? (
                            <TriangleAlert
                              className="size-3.5 text-warning"
                              aria-label={t('flags.mark')}
                              role="img"
                            />
                          ) : null}
                          {cell.check.problems.length > 0 ? (
                            <span className="text-danger">
                              {t('grid.problems', { count: cell.check.problems.length })}
                            </span>
                          ) : null}
                        </span>
                      </button>
                    ) : (
                      <span className="block p-1.5 text-ink-muted" aria-label={t('grid.notRequested')}>
                        —
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
