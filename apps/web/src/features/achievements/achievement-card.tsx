// One achievement: earned (with the date of what earned it) or next (with its progress as a bar and in words).
import {
  Eye,
  Flame,
  Gauge,
  Image,
  Languages,
  ListOrdered,
  Rocket,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AchievementFamily, AchievementView } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENTS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { achievementDescription, achievementTitle } from './achievement-texts.ts';

const ICONS: Record<AchievementFamily, LucideIcon> = {
  firstOptimization: Rocket,
  firstThumbnail: Image,
  streak: Flame,
  highScore: Gauge,
  chapters: ListOrdered,
  languages: Languages,
  subscribers: Users,
  views: Eye,
};

export function AchievementCard({
  achievement: a,
  also,
}: {
  achievement: AchievementView;
  /** The lower tiers of the same kind, earned before this one. */
  also?: string | undefined;
}) {
  const { t, i18n } = useTranslation(ACHIEVEMENTS_NAMESPACE);
  const language = i18n.language;
  const title = achievementTitle(t, a, language);
  const Icon = a.earned ? Trophy : ICONS[a.family];
  const titleId = `achievement-${a.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 gap-3 rounded-2xl p-4 ring-1',
        a.earned ? 'bg-surface ring-accent/40' : 'bg-surface/60 ring-line',
      )}
    >
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full',
          a.earned ? 'bg-accent-gradient text-white' : 'bg-line text-ink-muted',
        )}
        aria-hidden
      >
        <Icon className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 id={titleId} className="font-semibold text-pretty">
          {title}
        </h3>
        <p className="text-sm text-pretty text-ink-muted">{achievementDescription(t, a)}</p>
        {a.earned && a.earnedAt ? (
          <p className="text-sm">
            <time
              dateTime={a.earnedAt}
              title={a.earnedDateKind === 'seen' ? t('earned.seenHint') : undefined}
            >
              {t(a.earnedDateKind === 'seen' ? 'earned.seen' : 'earned.on', {
                date: formatDate(a.earnedAt, language),
              })}
            </time>
          </p>
        ) : null}
        {a.earned && also ? <p className="text-xs text-pretty text-ink-muted">{also}</p> : null}
        {a.earned ? null : <Progress achievement={a} title={title} />}
      </div>
    </li>
  );
}

function Progress({ achievement: a, title }: { achievement: AchievementView; title: string }) {
  const { t, i18n } = useTranslation(ACHIEVEMENTS_NAMESPACE);
  const { current, target } = a.progress;
  const note = a.note ? <p className="text-sm text-ink-muted">{t(`next.${a.note}`)}</p> : null;
  if (current === null) return note;
  const words = t('next.progress', {
    current: formatNumber(current, i18n.language),
    target: formatNumber(target, i18n.language),
  });
  const share = Math.min(100, (current / target) * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t('next.progressLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={current}
        aria-valuetext={words}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        {/* Logical start: the bar fills from the right in right-to-left languages. */}
        <div className="h-full rounded-full bg-accent-gradient" style={{ width: `${share}%` }} />
      </div>
      <p className="text-sm text-ink-muted tabular-nums">{words}</p>
      {note}
    </div>
  );
}
