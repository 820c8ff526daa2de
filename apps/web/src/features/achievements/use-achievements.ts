// The signed-in user's achievements. Read once when the app loads; read again after any action succeeds (see
// achievement-announcer.tsx), never on a timer.
import { useQuery } from '@tanstack/react-query';
import { ACHIEVEMENTS_KEY, fetchAchievements } from './achievements-api.ts';

export function useAchievements() {
  return useQuery({
    queryKey: ACHIEVEMENTS_KEY,
    queryFn: fetchAchievements,
    // The announcer reads this quietly; the page shows its own error.
    meta: { errorToast: false },
  });
}
