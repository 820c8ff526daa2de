// The achievements calls (packages/contracts achievements.ts) through the typed client.
import { achievementRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';

/** The cache entry of the signed-in user's achievements: the page and the announcer share it. */
export const ACHIEVEMENTS_KEY = ['achievements'] as const;
export const ANNOUNCE_KEY = ['achievements', 'announce'] as const;

export function fetchAchievements() {
  return callApi(achievementRoutes.list, {});
}

/** Marks earned achievements announced (repeating it changes nothing). */
export function announceAchievements(achievementIds: string[]) {
  return callApi(achievementRoutes.announce, { body: { achievementIds } });
}
