// An achievement's title and description in the interface language. Counts are tiers (1, 5, 10…), so the
// titles use the language's plural forms; subscriber and view thresholds are round numbers written out.
import type { AchievementView } from '@vidcraft/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format.ts';

export type AchievementsT = TFunction<'achievements'>;

export function achievementTitle(t: AchievementsT, a: AchievementView, language: string): string {
  const count = a.progress.target;
  switch (a.family) {
    case 'firstOptimization':
      return t('items.firstOptimization.title');
    case 'firstThumbnail':
      return t('items.firstThumbnail.title');
    case 'streak':
      return t('items.streak.title', { count });
    case 'highScore':
      return t('items.highScore.title', { count });
    case 'chapters':
      return t('items.chapters.title', { count });
    case 'languages':
      return t('items.languages.title', { count });
    case 'subscribers':
      return t('items.subscribers.title', { value: formatNumber(count, language) });
    case 'views':
      return t('items.views.title', { value: formatNumber(count, language) });
  }
}

export function achievementDescription(t: AchievementsT, a: AchievementView): string {
  const channel = a.channel?.title ?? '';
  switch (a.family) {
    case 'firstOptimization':
      return t('items.firstOptimization.description');
    case 'firstThumbnail':
      return t('items.firstThumbnail.description');
    case 'streak':
      return t('items.streak.description');
    case 'highScore':
      return t('items.highScore.description');
    case 'chapters':
      return t('items.chapters.description');
    case 'languages':
      return t('items.languages.description');
    case 'subscribers':
      return t('items.subscribers.description', { channel });
    case 'views':
      return t('items.views.description', { channel });
  }
}
