// Videos with many views and a low score: where better metadata reaches the most viewers. Each opens in the
// optimizer.
import type { ChannelAudit } from '@vidcraft/contracts';
import { ImageOff, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatCompact } from '../../lib/format.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { checkName } from '../../lib/check-texts.ts';
import { ScoreRing } from '../../components/score-ring.tsx';
import { optimizerPath } from '../videos/video-row.tsx';

export function QuickWins({ wins }: { wins: ChannelAudit['quickWins'] }) {
  const { t, i18n } = useTranslation('app');
  const localize = useLocalizedPath();
  if (wins.length === 0) return <p className="text-sm text-ink-muted">{t('seoAudit.quickWins.none')}</p>;
  return (
    <ol className="grid gap-2">
      {wins.map((win) => (
        <li
          key={win.videoId}
          className="flex flex-wrap items-center gap-3 rounded-xl p-2 ring-1 ring-line sm:flex-nowrap"
        >
          <span className="relative block aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-surface-raised">
            {win.thumbnailUrl ? (
              <img src={win.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
            ) : (
              <ImageOff className="m-auto mt-5 size-5 text-ink-muted" aria-hidden />
            )}
          </span>
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <span dir="auto" className="line-clamp-2 text-sm font-semibold">
              {win.title}
            </span>
            <span className="text-xs text-ink-muted">
              {win.viewCount === null
                ? null
                : t('videos.views', {
                    count: win.viewCount,
                    formatted: formatCompact(win.viewCount, i18n.language),
                  })}
            </span>
            <ul className="flex flex-wrap gap-1" aria-label={t('seoAudit.quickWins.issues')}>
              {win.topIssues.map((id) => (
                <li
                  key={id}
                  className="rounded-full bg-danger/10 px-2 py-0.5 text-[11px] text-danger ring-1 ring-danger/30"
                >
                  {checkName(t, id)}
                </li>
              ))}
            </ul>
          </div>
          <ScoreRing
            score={win.score}
            size={44}
            label={t('seoAudit.quickWins.score', { score: win.score })}
          />
          <Button asChild variant="secondary" size="sm">
            <Link
              to={localize(optimizerPath(win.videoId))}
              aria-label={t('videos.optimizeVideo', { title: win.title })}
            >
              <Sparkles aria-hidden />
              {t('videos.optimize')}
            </Link>
          </Button>
        </li>
      ))}
    </ol>
  );
}
