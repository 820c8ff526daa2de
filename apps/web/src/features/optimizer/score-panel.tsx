// Vidcraft's SEO score of the video now and — while editing — of the user's version, live, with the rubric
// behind it on request. Labelled as Vidcraft's own rule-based reading of the text, not a YouTube metric
// (Developer Policies III.E.4.h).
import { useState } from 'react';
import type { SeoScore } from '@vidcraft/seo';
import { ArrowRight, ChevronDown, Gauge, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ScoreRing } from '../../components/score-ring.tsx';
import { RubricList } from './rubric-list.tsx';

export function ScorePanel({ before, after }: { before: SeoScore; after: SeoScore | null }) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const delta = after ? after.score - before.score : 0;
  const keyword = (after ?? before).primaryKeyword;
  return (
    <section
      aria-labelledby="score-heading"
      className="grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h2 id="score-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Gauge className="size-5 text-accent" aria-hidden />
            {t('score.title')}
          </h2>
          <p className="flex items-start gap-1.5 text-xs text-ink-muted">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
            {t('score.notYoutube')}
          </p>
          {keyword ? (
            <p className="text-sm">
              {t('score.keyword')} <span className="font-semibold">“{keyword}”</span>
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-3" aria-live="polite">
          <div className="grid justify-items-center gap-1">
            <ScoreRing score={before.score} label={t('score.nowLabel', { score: before.score })} />
            <span className="text-xs text-ink-muted">{t('score.now')}</span>
          </div>
          {after ? (
            <>
              <ArrowRight className="size-5 text-ink-muted rtl:rotate-180" aria-hidden />
              <div className="grid justify-items-center gap-1">
                <ScoreRing score={after.score} label={t('score.yoursLabel', { score: after.score })} />
                <span className="text-xs text-ink-muted">{t('score.yours')}</span>
              </div>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums ring-1',
                  delta > 0 && 'bg-success/10 text-success ring-success/30',
                  delta < 0 && 'bg-danger/10 text-danger ring-danger/30',
                  delta === 0 && 'bg-surface-raised text-ink-muted ring-line',
                )}
              >
                {delta > 0 ? `+${delta}` : delta}
              </span>
            </>
          ) : null}
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls="score-rubric"
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
        {open ? t('score.hideRubric') : t('score.showRubric')}
      </Button>
      {open ? (
        <div id="score-rubric">
          <RubricList checks={before.checks} compare={after?.checks} />
        </div>
      ) : null}
    </section>
  );
}
