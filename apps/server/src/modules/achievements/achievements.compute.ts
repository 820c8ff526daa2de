// The achievements from gathered facts, with no I/O: each earned tier with the date of what earned it, and the
// next tier of each family with its progress. A milestone the data cannot back is not earned (a hidden
// subscriber count, a channel without a daily snapshot at the threshold).
import {
  ACHIEVEMENT_GROUP_OF,
  ACHIEVEMENT_TIERS,
  achievementId,
  type AchievementFamily,
  type AchievementNote,
} from '@vidcraft/contracts';
import { publishStreak } from './publish-streak.ts';
import {
  chapterDates,
  highScoreDates,
  type Dated,
  type VideoFacts,
  type VideoPublishFacts,
} from './video-milestones.ts';

export interface ChannelFacts {
  connectionId: string;
  title: string;
  /** From the connection (the latest read of the channel); null when unknown or hidden. */
  subscriberCount: number | null;
  hiddenSubscribers: boolean;
  viewCount: number | null;
  /** The daily snapshots (channel_stats_daily), oldest first. */
  days: readonly { day: string; subscriberCount: number | null; viewCount: number | null }[];
}

export interface AchievementFacts {
  now: Date;
  /** Succeeded publishes and reverts of video metadata (optimizer and translation publishes alike). */
  publishes: readonly VideoPublishFacts[];
  /** Succeeded custom-thumbnail uploads to YouTube (not reverts). */
  thumbnailUploads: readonly Date[];
  /** Each language published (a translated title and description, or a caption track), with when. */
  languages: readonly { language: string; at: Date }[];
  /** Caption tracks Vidcraft published (improvements for the streak). */
  captionUploads: readonly Date[];
  /** The user's mirrored videos on YouTube now (removed ones excluded). */
  videos: readonly VideoFacts[];
  channels: readonly ChannelFacts[];
}

export interface ComputedAchievement {
  id: string;
  family: AchievementFamily;
  group: (typeof ACHIEVEMENT_GROUP_OF)[AchievementFamily];
  titleKey: string;
  descriptionKey: string;
  progress: { current: number | null; target: number };
  earned: boolean;
  earnedAt: Date | null;
  earnedDateKind: Dated['kind'] | null;
  channel: { connectionId: string; title: string } | null;
  note: AchievementNote | null;
}

export interface ComputedAchievements {
  achievements: ComputedAchievement[];
  streak: { current: number; best: number };
}

/** The fields an optimization publishes (a translation publish changes localizations only). */
const OPTIMIZED_FIELDS = new Set(['title', 'description', 'tags']);

function entry(
  family: AchievementFamily,
  target: number,
  current: number | null,
  earned: Dated | null,
  channel: ComputedAchievement['channel'] = null,
  note: AchievementNote | null = null,
): ComputedAchievement {
  return {
    id: achievementId(family, target, channel?.connectionId),
    family,
    group: ACHIEVEMENT_GROUP_OF[family],
    titleKey: `items.${family}.title`,
    descriptionKey: `items.${family}.description`,
    progress: { current: current === null ? null : Math.min(current, target), target },
    earned: earned !== null,
    earnedAt: earned?.at ?? null,
    earnedDateKind: earned?.kind ?? null,
    channel,
    note: earned ? null : note,
  };
}

/** Earned tiers of a counted family (the nth dated thing earns tier n), then the next tier. */
function counted(family: AchievementFamily, dates: readonly Dated[], current = dates.length) {
  const out: ComputedAchievement[] = [];
  for (const target of ACHIEVEMENT_TIERS[family]) {
    const earned = dates[target - 1] ?? null;
    out.push(entry(family, target, current, earned));
    if (!earned) break;
  }
  return out;
}

const event = (at: Date): Dated => ({ at, kind: 'event' });
const byTime = (a: Dated, b: Dated) => a.at.getTime() - b.at.getTime();

/** A channel's tiers from its snapshots: earned on the first day at or above the threshold. */
function channelTiers(family: 'subscribers' | 'views', channel: ChannelFacts): ComputedAchievement[] {
  const read = (d: ChannelFacts['days'][number]) =>
    family === 'subscribers' ? d.subscriberCount : d.viewCount;
  const known = channel.days.filter((d) => read(d) !== null);
  const hidden = family === 'subscribers' && channel.hiddenSubscribers;
  const latest = known.at(-1);
  const current = hidden
    ? null
    : ((family === 'subscribers' ? channel.subscriberCount : channel.viewCount) ??
      (latest ? read(latest) : null));
  const named = { connectionId: channel.connectionId, title: channel.title };
  const out: ComputedAchievement[] = [];
  for (const target of ACHIEVEMENT_TIERS[family]) {
    const index = known.findIndex((d) => read(d)! >= target);
    const first = known[index];
    // Already above the threshold on the first snapshot: that is when Vidcraft saw it, not when it happened.
    const earned: Dated | null = first
      ? { at: new Date(`${first.day}T00:00:00.000Z`), kind: index === 0 ? 'seen' : 'event' }
      : null;
    const note: AchievementNote | null = hidden
      ? 'hiddenSubscribers'
      : current !== null && current >= target
        ? 'awaitingSnapshot'
        : null;
    out.push(entry(family, target, current, earned, named, note));
    if (!earned) break;
  }
  return out;
}

export function computeAchievements(facts: AchievementFacts): ComputedAchievements {
  const published = facts.publishes.filter((p) => p.kind === 'publish');
  const optimizations = published
    .filter((p) => p.changedFields.some((f) => OPTIMIZED_FIELDS.has(f)))
    .map((p) => event(p.at))
    .sort(byTime);
  const thumbnails = facts.thumbnailUploads.map(event).sort(byTime);

  const firstByLanguage = new Map<string, Date>();
  for (const { language, at } of facts.languages) {
    const known = firstByLanguage.get(language);
    if (!known || at < known) firstByLanguage.set(language, at);
  }
  const languages = [...firstByLanguage.values()].map(event).sort(byTime);

  const streak = publishStreak(
    [...published.map((p) => p.at), ...facts.thumbnailUploads, ...facts.captionUploads],
    facts.now,
  );
  const streakTiers: ComputedAchievement[] = [];
  for (const target of ACHIEVEMENT_TIERS.streak) {
    const at = streak.reachedAt[target - 1];
    streakTiers.push(entry('streak', target, streak.current, at ? event(at) : null));
    if (!at) break;
  }

  const all = [
    ...counted('firstOptimization', optimizations),
    ...counted('firstThumbnail', thumbnails),
    ...streakTiers,
    ...counted('highScore', highScoreDates(facts.videos, facts.publishes)),
    ...counted('chapters', chapterDates(facts.videos, facts.publishes)),
    ...counted('languages', languages),
    ...facts.channels.flatMap((c) => [...channelTiers('subscribers', c), ...channelTiers('views', c)]),
  ];
  const earned = all.filter((a) => a.earned).sort((a, b) => a.earnedAt!.getTime() - b.earnedAt!.getTime());
  return {
    achievements: [...earned, ...all.filter((a) => !a.earned)],
    streak: { current: streak.current, best: streak.best },
  };
}
