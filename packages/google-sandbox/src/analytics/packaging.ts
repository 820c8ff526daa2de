// Packaging changes (title, description, tags, thumbnail) that the sandbox records with their sandbox time, and the
// deterministic effect each packaging has on a video's reach. The effect belongs to the packaging in force, relative
// to the video's original one (factor 1): changing back restores the original numbers, and rotating variants gives
// each variant its own level, as an experiment expects.
import { hashString } from '../util/prng.ts';
import type { Video } from '../state/model.ts';

export type PackagingField = 'title' | 'description' | 'tags' | 'thumbnail';

export interface PackagingChange {
  /** When the change was made (sandbox clock, RFC 3339). Its effect starts on the next Pacific day. */
  at: string;
  field: PackagingField;
  /** The new value: the title or description, tags joined by commas, or a thumbnail fingerprint. */
  value: string;
  /** The value before (the first change's `from` is the original packaging, whose factor is 1). */
  from: string;
}

/** `[sandbox:+30%]` or `[sandbox:-20%]` in a title plants exactly that effect (tests, demos). */
const PLANTED = /\[sandbox:([+-]?\d{1,3}(?:\.\d+)?)%\]/;

export function plantedEffect(title: string): number | null {
  const match = PLANTED.exec(title);
  if (!match) return null;
  const percent = Math.min(300, Math.max(-90, Number(match[1])));
  return 1 + percent / 100;
}

/** How far each kind of change can move reach: titles and thumbnails −15 %…+25 %, description and tags a quarter of that. */
const SPAN: Record<PackagingField, [number, number]> = {
  title: [-0.15, 0.25],
  thumbnail: [-0.15, 0.25],
  description: [-0.04, 0.06],
  tags: [-0.03, 0.04],
};

/** The multiplicative effect of a packaging value on views (1 = as originally published). */
export function packagingFactor(videoId: string, field: PackagingField, value: string): number {
  if (field === 'title') {
    const planted = plantedEffect(value);
    if (planted !== null) return planted;
  }
  const [low, high] = SPAN[field];
  const unit = hashString(`${videoId}\u0000${field}\u0000${value}`) / 0x1_0000_0000;
  return 1 + low + unit * (high - low);
}

export function tagsValue(tags: readonly string[] | undefined): string {
  return (tags ?? []).join(',');
}

/** The packaging changes between two stored versions of a video (thumbnails are recorded where they are set). */
export function packagingDiff(before: Video, after: Video, at: string): PackagingChange[] {
  const changes: PackagingChange[] = [];
  const push = (field: PackagingField, from: string, value: string) => {
    if (from !== value) changes.push({ at, field, value, from });
  };
  push('title', before.title, after.title);
  push('description', before.description, after.description);
  push('tags', tagsValue(before.tags), tagsValue(after.tags));
  return changes;
}
