// /achievements (issue 17): the milestones earned, with their dates, and the next one of each kind with its
// progress, grouped by what they are about. The first time, it says how to earn the first one.
import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { ACHIEVEMENT_GROUPS, type AchievementView } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ACHIEVEMENTS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { AchievementCard } from './achievement-card.tsx';
import { achievementTitle } from './achievement-texts.ts';
import { AchievementsTexts, useDocumentTitle } from './achievements-texts.tsx';
import { useAchievements } from './use-achievements.ts';

export function AchievementsPage() {
  return (
    <AchievementsTexts>
      <AchievementsScreen />
    </AchievementsTexts>
  );
}

function AchievementsScreen() {
  const { t } = useTranslation(ACHIEVEMENTS_NAMESPACE);
  useDocumentTitle(`${t('page.title')} — Vidcraft`);
  const query = useAchievements();
  const achievements = query.data?.achievements ?? [];
  const earned = achievements.filter((a) => a.earned);

  return (
    <AppPage title={t('page.title')} lead={t('page.lead')}>
      {query.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : query.isError ? (
        <StateBox role="alert">
          <p>{t('page.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </StateBox>
      ) : (
        <>
          {earned.length === 0 ? <FirstRun /> : null}
          <p className="text-sm text-ink-muted">
            {t('streak', { current: query.data.streak.current, best: query.data.streak.best })}{' '}
            {t('page.scope')}
          </p>
          {ACHIEVEMENT_GROUPS.map((group) => (
            <Group
              key={group}
              heading={t(`groups.${group}`)}
              items={achievements.filter((a) => a.group === group)}
              id={`achievements-${group}`}
            />
          ))}
        </>
      )}
    </AppPage>
  );
}

/** Earned tiers of one kind (per channel where it applies): the highest one, and the ones below it. */
function topTiers(earned: AchievementView[]) {
  const byKind = new Map<string, AchievementView[]>();
  for (const a of earned) {
    const key = `${a.family}|${a.channel?.connectionId ?? ''}`;
    byKind.set(key, [...(byKind.get(key) ?? []), a]);
  }
  return [...byKind.values()]
    .map((tiers) => {
      const [top, ...lower] = [...tiers].sort((a, b) => b.progress.target - a.progress.target);
      return { top: top!, lower };
    })
    .sort((a, b) => Date.parse(b.top.earnedAt ?? '') - Date.parse(a.top.earnedAt ?? ''));
}

function Group({ heading, items, id }: { heading: string; items: AchievementView[]; id: string }) {
  const { t, i18n } = useTranslation(ACHIEVEMENTS_NAMESPACE);
  if (items.length === 0) return null;
  const earned = topTiers(items.filter((a) => a.earned));
  const next = items.filter((a) => !a.earned);
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {earned.length > 0 ? (
        <ul
          aria-label={`${heading}: ${t('earned.heading')}`}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {earned.map(({ top, lower }) => (
            <AchievementCard
              key={top.id}
              achievement={top}
              also={
                lower.length > 0
                  ? t('earned.also', {
                      list: lower.map((a) => achievementTitle(t, a, i18n.language)).join(' · '),
                    })
                  : undefined
              }
            />
          ))}
        </ul>
      ) : null}
      {next.length > 0 ? (
        <ul
          aria-label={`${heading}: ${t('next.heading')}`}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {next.map((a) => (
            <AchievementCard key={a.id} achievement={a} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function FirstRun() {
  const { t } = useTranslation(ACHIEVEMENTS_NAMESPACE);
  const localize = useLocalizedPath();
  return (
    <StateBox>
      <Trophy className="size-8 text-ink-muted" aria-hidden />
      <h2 className="text-lg font-semibold text-balance">{t('empty.heading')}</h2>
      <p className="max-w-prose text-pretty text-ink-muted">{t('empty.body')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={localize('/video-optimization')}>{t('empty.optimize')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={localize('/thumbnail-generator')}>{t('empty.thumbnail')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={localize('/auto-translation')}>{t('empty.translate')}</Link>
        </Button>
      </div>
    </StateBox>
  );
}
