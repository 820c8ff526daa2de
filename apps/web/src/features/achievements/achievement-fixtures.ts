// Achievements as the server answers them, for the component tests.
import type { AchievementView, AchievementsResponse } from '@vidcraft/contracts';

export const CONNECTION_ID = '6f0c3d52-8a7b-4c1e-9d2f-0a1b2c3d4e5f';

export function achievementOf(
  patch: Partial<AchievementView> & Pick<AchievementView, 'family'>,
): AchievementView {
  const target = patch.progress?.target ?? 1;
  return {
    id: `${patch.family}-${target}`,
    group: 'publishing',
    titleKey: `items.${patch.family}.title`,
    descriptionKey: `items.${patch.family}.description`,
    progress: { current: 0, target },
    earned: false,
    earnedAt: null,
    earnedDateKind: null,
    channel: null,
    note: null,
    announced: false,
    ...patch,
  };
}

export function responseOf(
  achievements: AchievementView[],
  streak = { current: 0, best: 0 },
): AchievementsResponse {
  return { achievements, streak };
}

export const FIRST_RUN = responseOf([
  achievementOf({ family: 'firstOptimization' }),
  achievementOf({ family: 'highScore', group: 'quality', progress: { current: 0, target: 1 } }),
  achievementOf({
    family: 'subscribers',
    group: 'channel',
    id: `subscribers-100-${CONNECTION_ID}`,
    progress: { current: null, target: 100 },
    channel: { connectionId: CONNECTION_ID, title: 'Pocket Garden' },
    note: 'hiddenSubscribers',
  }),
]);

export const EARNED_ONE = responseOf(
  [
    achievementOf({
      family: 'firstOptimization',
      earned: true,
      earnedAt: '2026-11-20T10:15:00.000Z',
      earnedDateKind: 'event',
      progress: { current: 1, target: 1 },
    }),
    achievementOf({ family: 'streak', id: 'streak-2', progress: { current: 1, target: 2 } }),
    achievementOf({
      family: 'highScore',
      group: 'quality',
      id: 'highScore-5',
      progress: { current: 3, target: 5 },
    }),
  ],
  { current: 1, best: 1 },
);
