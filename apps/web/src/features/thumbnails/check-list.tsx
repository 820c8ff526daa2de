// The score and its reasons: each check the server measured, written from its values in the interface
// language. Vidcraft's own rules about the image, not a YouTube metric.
import type { ThumbnailReport } from '@vidcraft/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScoreRing } from '../../components/score-ring.tsx';
import { checkText } from './check-texts.ts';

export function CheckList({ report, hasText }: { report: ThumbnailReport; hasText: boolean }) {
  const { t, i18n } = useTranslation('thumbnails');
  return (
    <section aria-labelledby="thumbnail-checks" className="grid gap-3">
      <div className="flex items-center gap-3">
        <ScoreRing score={report.score} label={t('checks.scoreLabel', { score: report.score })} size={56} />
        <div className="grid gap-0.5">
          <h2 id="thumbnail-checks" className="text-base font-semibold">
            {t('checks.title')}
          </h2>
          <p className="text-xs text-ink-muted">{t('checks.source')}</p>
        </div>
      </div>
      <ul className="grid gap-2">
        {report.checks.map((check) => {
          const { name, reason } = checkText(t, check, i18n.language, { hasText });
          return (
            <li key={check.id} className="flex items-start gap-2.5 text-sm">
              {check.passed ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              ) : (
                <CircleX className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
              )}
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium">
                  <span className="sr-only">{check.passed ? t('checks.passed') : t('checks.failed')} </span>
                  {name}
                </span>
                {reason ? <span className="text-ink-muted">{reason}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
