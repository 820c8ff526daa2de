// Announces newly earned achievements with one toast, once. The list is read when the app loads and again after
// any action succeeds (every publish — metadata, thumbnail, translation, upload — is a mutation), never on a
// timer. Earned ones not yet announced are shown, then marked announced on the server, so another tab or a
// reload does not show them again. A toast already on screen (e.g. "Published to YouTube") is not replaced:
// this one waits until it has closed. Milestones that were already true when Vidcraft first read them (a channel
// connected with 10,000 subscribers) are shown on the page but not announced as news.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AchievementsResponse, AchievementView } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACHIEVEMENTS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { toast, useToasts } from '../../lib/toast-store.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { ACHIEVEMENTS_KEY, ANNOUNCE_KEY, announceAchievements } from './achievements-api.ts';
import { achievementTitle } from './achievement-texts.ts';
import { useAchievements } from './use-achievements.ts';

export function AchievementAnnouncer() {
  const client = useQueryClient();
  const { data } = useAchievements();

  // Any successful action may have earned something: read the list again (announcing itself does not count).
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.mutationKey?.[1] === ANNOUNCE_KEY[1]) return;
        void client.invalidateQueries({ queryKey: ACHIEVEMENTS_KEY, exact: true });
      }),
    [client],
  );

  const fresh = data?.achievements.filter((a) => a.earned && !a.announced) ?? [];
  // The namespace loads only when there is something to say.
  return fresh.length > 0 ? <Announce fresh={fresh} /> : null;
}

function Announce({ fresh }: { fresh: AchievementView[] }) {
  const { t, i18n, ready } = useTranslation(ACHIEVEMENTS_NAMESPACE);
  const client = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const busy = useToasts().some((item) => item.open);
  const visible = usePageVisible();
  const shown = useRef(new Set<string>());
  const announce = useMutation({
    mutationKey: ANNOUNCE_KEY,
    mutationFn: announceAchievements,
    // Not worth an error toast: the next load announces them again.
    meta: { errorToast: false },
    onSuccess: ({ announced }) => {
      const done = new Set(announced);
      client.setQueryData<AchievementsResponse>(ACHIEVEMENTS_KEY, (current) =>
        current
          ? {
              ...current,
              achievements: current.achievements.map((a) => (done.has(a.id) ? { ...a, announced: true } : a)),
            }
          : current,
      );
    },
  });
  const { mutate } = announce;

  useEffect(() => {
    // Each one is handled once per tab, even before the server has confirmed it was marked.
    const pending = fresh.filter((a) => !shown.current.has(a.id));
    if (pending.length === 0) return;
    // Only what happened is news; what was already so when Vidcraft first read it is marked without a toast.
    const news = pending.filter((a) => a.earnedDateKind === 'event');
    if (news.length > 0 && (!ready || busy || !visible)) return;
    for (const a of pending) shown.current.add(a.id);
    if (news.length > 0) {
      const single = news.length === 1 ? news[0]! : null;
      toast({
        variant: 'success',
        title: single
          ? t('toast.one', { title: achievementTitle(t, single, i18n.language) })
          : t('toast.many', { count: news.length }),
        ...(single
          ? {}
          : { description: news.map((a) => achievementTitle(t, a, i18n.language)).join(' · ') }),
        action: {
          label: t('toast.see'),
          altText: t('toast.see'),
          onClick: () => void navigate(localize('/achievements')),
        },
      });
    }
    mutate(pending.map((a) => a.id));
  }, [fresh, ready, busy, visible, t, i18n.language, mutate, navigate, localize]);
  return null;
}

/** A tab in the background waits: the toast is shown when the creator looks at the page. */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState === 'visible',
    () => false,
  );
}
