// The evaluation files' shape at run time: the engine's SuggestInput plus an id, a niche, an optional thumbnail
// text and the expectations. Strict, so a misspelt expectation fails instead of being ignored.
import { z } from 'zod';
import { PROMISE_KINDS } from './expectations.ts';
import type { EvalVideo } from './expectations.ts';

const words = z.array(z.string().min(1)).min(1);

export const cueSchema = z.strictObject({
  startSeconds: z.number().nonnegative(),
  endSeconds: z.number().positive(),
  text: z.string().min(1),
});

export const expectationsSchema = z.strictObject({
  titleKeywords: words.optional(),
  titleKeywordWithin: z.number().int().positive().optional(),
  titleMustNotContain: words.optional(),
  minTitleCandidates: z.number().int().min(1).optional(),
  titleCalm: z.boolean().optional(),
  titleFitsMobile: z.boolean().optional(),
  tagsMustNotInclude: words.optional(),
  tagsShouldIncludeOneOf: words.optional(),
  chapterCountMin: z.number().int().min(0).optional(),
  chapterLabelsMustNotBe: words.optional(),
  descriptionMinChars: z.number().int().positive().optional(),
  promiseIssueKinds: z.array(z.enum(PROMISE_KINDS)),
});

export const evalVideoSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{2}-[a-z0-9-]+$/u),
  language: z.string().regex(/^[a-z]{2}$/u),
  niche: z.string().min(1),
  title: z.string().min(1).max(100),
  description: z.string(),
  tags: z.array(z.string().min(1)),
  isShort: z.boolean(),
  durationSeconds: z.number().int().positive(),
  captions: z.array(cueSchema).min(1),
  channel: z.strictObject({ title: z.string().min(1), topTitles: z.array(z.string().min(1)) }),
  thumbnailText: z.string().min(1).optional(),
  expect: expectationsSchema,
}) satisfies z.ZodType<EvalVideo>;
