// scoreVideo: runs the rubric, scales the weights of the checks that apply to 100 and hands out whole points
// (largest remainder), so the score is exactly the sum of the points shown next to each check.
import { analysisLanguage, extractKeywords } from '../keywords/extract.ts';
import * as checks from './checks.ts';
import type { Context, Outcome, ScoreInput } from './checks.ts';
import { RUBRIC } from './rubric.ts';

export type { ScoreInput } from './checks.ts';

export interface SeoCheck {
  id: string;
  passed: boolean;
  /** False when the check does not apply (chapters on a Short, thumbnail unknown); it then earns no points
   *  and its weight is left out of the total. */
  applicable: boolean;
  /** Nominal weight out of 100. */
  weight: number;
  /** Points earned: the weight scaled over the applicable checks, rounded so that Σ points = score. */
  points: number;
  why: string;
  /** How to fix it; null when passed or not applicable. */
  fix: string | null;
  details?: Record<string, string | number>;
}

export interface SeoScore {
  /** 0–100: Vidcraft's own rule-based assessment of the text, not a YouTube metric (label it as such). */
  score: number;
  checks: SeoCheck[];
  primaryKeyword: string | null;
  /** Marks the score's origin for the UI label (Developer Policies III.E.4.h). */
  source: 'vidcraft-rules';
}

const EVALUATORS: [keyof typeof RUBRIC, (ctx: Context) => Outcome][] = [
  ['titleKeywordFront', checks.titleKeywordFront],
  ['titleLength', checks.titleLength],
  ['titleNoMisleadingMarkers', checks.titleNoMisleadingMarkers],
  ['descriptionKeywordEarly', checks.descriptionKeywordEarly],
  ['descriptionHook', checks.descriptionHook],
  ['chaptersValid', checks.chaptersValid],
  ['tagsCoverTitle', checks.tagsCoverTitle],
  ['hashtagsCount', checks.hashtagsCount],
  ['thumbnailCustom', checks.thumbnailCustom],
  ['captionsPresent', checks.captionsPresent],
  ['localizationsPresent', checks.localizationsPresent],
];

/** Integer points per check, proportional to weight over the applicable total, summing to the rounded score. */
function distribute(results: { weight: number; passed: boolean; applicable: boolean }[]): number[] {
  const applicableWeight = results.reduce((sum, r) => sum + (r.applicable ? r.weight : 0), 0);
  if (applicableWeight === 0) return results.map(() => 0);
  const raw = results.map((r) => (r.applicable && r.passed ? (r.weight * 100) / applicableWeight : 0));
  const target = Math.round(raw.reduce((a, b) => a + b, 0));
  const points = raw.map(Math.floor);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  let missing = target - points.reduce((a, b) => a + b, 0);
  for (const [fraction, i] of order) {
    if (missing <= 0 || fraction === 0) break;
    points[i] = (points[i] ?? 0) + 1;
    missing -= 1;
  }
  return points;
}

export function scoreVideo(input: ScoreInput): SeoScore {
  const keywordInput = {
    title: input.title,
    description: input.description,
    tags: input.tags,
    language: input.language,
  };
  const language = analysisLanguage(keywordInput);
  const keywords = extractKeywords({ ...keywordInput, language });
  const keyword = input.primaryKeyword?.trim() || keywords[0]?.keyword || null;
  const ctx: Context = { input, language, keyword, keywords };
  const results = EVALUATORS.map(([key, evaluate]) => ({ item: RUBRIC[key], ...evaluate(ctx) }));
  const points = distribute(
    results.map((r) => ({ weight: r.item.weight, passed: r.passed, applicable: r.applicable })),
  );
  const list: SeoCheck[] = results.map((r, i) => ({
    id: r.item.id,
    passed: r.passed,
    applicable: r.applicable,
    weight: r.item.weight,
    points: points[i] ?? 0,
    why: r.item.why,
    fix: r.passed || !r.applicable ? null : r.item.fix,
    ...(r.details ? { details: r.details } : {}),
  }));
  return {
    score: list.reduce((sum, c) => sum + c.points, 0),
    checks: list,
    primaryKeyword: keyword,
    source: 'vidcraft-rules',
  };
}
