// Translates one video into the job's languages: the title and description (protected parts masked, every
// language checked against YouTube's rules, then put back into the creator's language for review), and the
// caption track — by the engine, cue times untouched, or by YouTube's own machine translation (tlang).
// Languages already done are skipped on a retry; when the run gives up, what is left fails and is refunded.
import { AppError } from '../../http/app-error.ts';
import { JobFailure } from '../../jobs/job-errors.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import { jobCatalogue } from '../../jobs/job-catalogue.ts';
import type { TranslationEngine } from '../../integrations/translation/translation-engine.ts';
import { addUsage, noUsage, sumNullable } from '../../integrations/translation/translation-engine.ts';
import type { TranslationEngines } from '../../integrations/translation/translation-engines.ts';
import type { TranslationRow } from '../../db/schema.ts';
import type { UsersRepo } from '../auth/users.repo.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import type { CaptionsService } from '../videos/captions.service.ts';
import { parseCaptionFile, wrapCueText, writeVtt } from './caption-file.ts';
import type { GlossaryService } from './glossary.service.ts';
import { maskMetadata, rebuild } from './protected-metadata.ts';
import { protectSegment, restoreSegment, type GlossaryEntry } from './protected-text.ts';
import { creatorLanguageOf, languageSteps, usageReference } from './translation-languages.ts';
import type { TranslationJobView, TranslationsRepo } from './translations.repo.ts';

export interface TranslateVideoDeps {
  translations: TranslationsRepo;
  videos: VideosRepo;
  connections: ConnectionsRepo;
  users: UsersRepo;
  captions: CaptionsService;
  glossary: GlossaryService;
  engines: TranslationEngines;
  usage: UsageService;
}

export function createTranslateVideoHandler(deps: TranslateVideoDeps): JobHandler<'translate-video'> {
  return async (ctx) => {
    await ctx.step('reading-video');
    const job = await deps.translations.findJob(ctx.input.translationJobId);
    if (!job || job.user_id !== ctx.ownerUserId)
      throw new JobFailure('NOT_FOUND', 'This translation no longer exists.');
    try {
      await translateJob(deps, ctx, job);
    } catch (error) {
      if (isFinal(error, ctx.attempt)) await giveUp(deps, job, messageOf(error));
      throw error;
    }
    return { translationJobId: job.id };
  };
}

async function translateJob(
  deps: TranslateVideoDeps,
  ctx: JobContext<{ translationJobId: string }>,
  job: TranslationJobView,
) {
  const rows = await deps.translations.languages(job.id);
  const engine = job.engine ? (deps.engines.get(job.engine) ?? null) : null;
  const glossary = await deps.glossary.entries(job.connection_id, job.channel_title);
  let usage = noUsage();

  if (job.metadata) {
    // A language whose title is set was translated by an earlier attempt (it may wait for its captions).
    const pending = rows.filter((r) => r.status === 'queued' && r.title === '');
    const unreviewed = (r: TranslationRow) =>
      r.status !== 'failed' && r.title !== '' && r.back_title === null;
    if (pending.length > 0 || rows.some(unreviewed)) {
      if (!engine)
        throw new JobFailure('VALIDATION', 'The translation engine of this job is no longer configured.');
      await ctx.step('translating');
      const translated = await translateMetadata(deps, ctx, job, engine, glossary, pending);
      usage = addUsage(usage, translated.usage);
      await ctx.step('back-translating');
      const owner = await deps.users.find(job.user_id);
      const back = creatorLanguageOf(owner?.preferred_language ?? null, job.source_language);
      const toReview = (await deps.translations.languages(job.id)).filter(unreviewed);
      usage = addUsage(
        usage,
        await backTranslate(deps, ctx, job, engine, glossary, toReview, back, translated.answers),
      );
    }
  }

  if (job.caption_source) {
    await ctx.step('captions');
    const pending = (await deps.translations.languages(job.id)).filter((r) => r.caption_status === 'queued');
    if (pending.length > 0)
      usage = addUsage(usage, await translateCaptions(deps, ctx, job, engine, glossary, pending));
  }

  const final = await deps.translations.languages(job.id);
  const failed = final.every(
    (r) => r.status === 'failed' || (!job.metadata && r.caption_status === 'failed'),
  );
  await deps.translations.updateJob(job.id, {
    status: failed ? 'failed' : 'done',
    error: failed ? (final[0]?.error ?? final[0]?.caption_error ?? 'No language could be translated.') : null,
    calls: job.calls + usage.calls,
    characters: job.characters + usage.characters,
    input_tokens: sumNullable(job.input_tokens, usage.inputTokens),
    output_tokens: sumNullable(job.output_tokens, usage.outputTokens),
    cost_usd: sumNullable(job.cost_usd, usage.costUsd),
  });
}

async function translateMetadata(
  deps: TranslateVideoDeps,
  ctx: JobContext<unknown>,
  job: TranslationJobView,
  engine: TranslationEngine,
  glossary: readonly GlossaryEntry[],
  pending: TranslationRow[],
) {
  const masked = maskMetadata(job.source_title, job.source_description, glossary);
  let usage = noUsage();
  const answersByRow = new Map<string, readonly string[]>();
  const supported = pending.filter((r) => engine.supports(r.language));
  for (const row of pending.filter((r) => !engine.supports(r.language))) {
    await fail(deps, job, row, `${engine.label} cannot translate into this language.`);
  }
  let done = 0;
  for (const group of languageSteps(supported)) {
    const result =
      masked.sent.length === 0
        ? { translations: {} as Record<string, string[]>, usage: noUsage() }
        : await engine.translate(
            {
              sourceLanguage: job.source_language,
              targetLanguages: group.map((r) => r.language),
              segments: masked.sent.map((s, n) => ({ id: String(n), text: s.masked })),
              context: { videoTitle: job.source_title, channelTitle: job.channel_title, keywords: [] },
            },
            ctx.signal,
          );
    usage = addUsage(usage, result.usage);
    for (const row of group) {
      const answers = result.translations[row.language] ?? [];
      if (masked.sent.length > 0 && answers.length !== masked.sent.length) {
        await fail(deps, job, row, `${engine.label} did not return this language.`);
        continue;
      }
      const built = rebuild(masked, answers, row.language);
      if (built.rejected) {
        await fail(deps, job, row, built.rejected);
        continue;
      }
      await deps.translations.updateLanguage(row.id, {
        status: job.caption_source && row.caption_status === 'queued' ? 'queued' : 'translated',
        title: built.title,
        description: built.description,
        repairs: built.repairs,
        error: null,
      });
      // The masked answers are what the back-translation starts from (placeholders keep the protected parts).
      answersByRow.set(row.id, answers);
    }
    done += group.length;
    await ctx.progress((done / supported.length) * 60);
  }
  return { usage, answers: answersByRow };
}

async function backTranslate(
  deps: TranslateVideoDeps,
  ctx: JobContext<unknown>,
  job: TranslationJobView,
  engine: TranslationEngine,
  glossary: readonly GlossaryEntry[],
  rows: TranslationRow[],
  backLanguage: string,
  answersByRow: ReadonlyMap<string, readonly string[]>,
) {
  if (!engine.supports(backLanguage) && !engine.pseudo) return noUsage();
  const masked = maskMetadata(job.source_title, job.source_description, glossary);
  // Every language's texts in one request (each segment says its language): an LLM reads them together, other
  // engines split it by source language.
  const parts = rows.flatMap((row) => {
    // A retry after a restart has no masked answers in memory: mask the stored translation again.
    const answers =
      answersByRow.get(row.id) ??
      maskMetadata(row.title, row.description, glossary).sent.map((s) => s.masked);
    const usable =
      masked.sent.length > 0 && answers.length === masked.sent.length && row.language !== backLanguage;
    return usable ? [{ row, answers }] : [];
  });
  if (parts.length === 0) return noUsage();
  const result = await engine.translate(
    {
      sourceLanguage: job.source_language,
      targetLanguages: [backLanguage],
      segments: parts.flatMap(({ row, answers }, r) =>
        answers.map((text, n) => ({ id: `${r}.${n}`, text, language: row.language })),
      ),
    },
    ctx.signal,
  );
  const texts = result.translations[backLanguage] ?? [];
  let offset = 0;
  for (const { row, answers } of parts) {
    const back = rebuild(masked, texts.slice(offset, offset + answers.length), backLanguage);
    offset += answers.length;
    await deps.translations.updateLanguage(row.id, {
      back_title: back.title,
      back_description: back.description,
    });
  }
  await ctx.progress(80);
  return result.usage;
}

async function translateCaptions(
  deps: TranslateVideoDeps,
  ctx: JobContext<unknown>,
  job: TranslationJobView,
  engine: TranslationEngine | null,
  glossary: readonly GlossaryEntry[],
  pending: TranslationRow[],
) {
  let usage = noUsage();
  const video = await deps.videos.findById(job.video_id);
  const connection = await deps.connections.findById(job.connection_id);
  if (!video || !connection) throw new JobFailure('NOT_FOUND', 'This video is no longer synced.');
  const listed = await deps.captions.get(video, connection, { format: 'vtt', refresh: false });
  const track = sourceTrack(listed.tracks, job.source_language);
  if (!track) {
    for (const row of pending)
      await failCaption(deps, job, row, 'This video has no caption track to translate.');
    return usage;
  }
  let done = 0;
  const report = () => ctx.progress(80 + (++done / pending.length) * 20);
  if (job.caption_source === 'youtube') {
    for (const row of pending) {
      const body = await deps.captions.machineTranslation(video, connection, track.id, row.language);
      const cues = parseCaptionFile(body).cues;
      await captionDone(deps, row, writeVtt(cues, row.language), cues.length);
      await report();
    }
    return usage;
  }
  if (!engine)
    throw new JobFailure('VALIDATION', 'The translation engine of this job is no longer configured.');
  const read = await deps.captions.get(video, connection, { track: track.id, format: 'vtt', refresh: false });
  const cues = parseCaptionFile(read.text?.body ?? '').cues;
  const segments = cues.map((c) => protectSegment(c.text.replace(/\n/g, ' '), glossary));
  const sent = segments.filter((s) => !s.verbatim);
  for (const row of pending) {
    if (!engine.supports(row.language)) {
      await failCaption(deps, job, row, `${engine.label} cannot translate into this language.`);
      continue;
    }
    const result =
      sent.length === 0
        ? { translations: { [row.language]: [] as string[] }, usage: noUsage() }
        : await engine.translate(
            {
              sourceLanguage: job.source_language,
              targetLanguages: [row.language],
              segments: sent.map((s, n) => ({ id: String(n), text: s.masked })),
            },
            ctx.signal,
          );
    usage = addUsage(usage, result.usage);
    const answers = result.translations[row.language] ?? [];
    let next = 0;
    let rejected: string | null = null;
    const translated = cues.map((cue, i) => {
      const segment = segments[i]!;
      const restored = restoreSegment(segment, segment.verbatim ? '' : (answers[next++] ?? ''), row.language);
      rejected ??= restored.rejected;
      // Times exactly as in the source track; only the text changes, re-broken for the language.
      return { startMs: cue.startMs, endMs: cue.endMs, text: wrapCueText(restored.text, row.language) };
    });
    if (rejected) await failCaption(deps, job, row, rejected);
    else await captionDone(deps, row, writeVtt(translated, row.language), translated.length);
    await report();
  }
  return usage;
}

/** A published standard track in the video's language, else any published one (never a draft). */
function sourceTrack<T extends { id: string; language: string; isDraft: boolean; kind: string | null }>(
  tracks: T[],
  language: string,
) {
  const usable = tracks.filter((t) => !t.isDraft);
  const base = language.split('-')[0]!;
  return (
    usable.find((t) => t.kind !== 'asr' && t.language.split('-')[0] === base) ??
    usable.find((t) => t.kind !== 'asr') ??
    usable[0]
  );
}

async function captionDone(deps: TranslateVideoDeps, row: TranslationRow, body: string, cues: number) {
  const current = await deps.translations.findTranslation(row.id);
  await deps.translations.updateLanguage(row.id, {
    caption_status: 'translated',
    caption_body: body,
    caption_cues: cues,
    caption_error: null,
    // A captions-only language, or one whose metadata waited for its captions, is ready for review now.
    ...(current?.status === 'queued' ? { status: 'translated' as const } : {}),
  });
}

async function fail(deps: TranslateVideoDeps, job: TranslationJobView, row: TranslationRow, message: string) {
  await deps.translations.updateLanguage(row.id, { status: 'failed', error: message });
  await deps.usage.refund(job.user_id, 'translationLanguage', usageReference(row.id));
}

async function failCaption(
  deps: TranslateVideoDeps,
  job: TranslationJobView,
  row: TranslationRow,
  message: string,
) {
  const current = await deps.translations.findTranslation(row.id);
  await deps.translations.updateLanguage(row.id, {
    caption_status: 'failed',
    caption_error: message,
    ...(!job.metadata
      ? { status: 'failed', error: message }
      : current?.status === 'queued'
        ? { status: 'translated' }
        : {}),
  });
  await deps.usage.refund(job.user_id, 'captionTrack', usageReference(row.id));
}

/** The run gives up: languages still waiting fail (and are given back), the job says why. */
async function giveUp(deps: TranslateVideoDeps, job: TranslationJobView, message: string) {
  for (const row of await deps.translations.languages(job.id)) {
    if (row.status === 'queued' && job.metadata && row.title === '') await fail(deps, job, row, message);
    else if (row.status === 'queued' && row.caption_status !== 'queued') {
      await deps.translations.updateLanguage(row.id, { status: 'translated' });
    }
    if (row.caption_status === 'queued') await failCaption(deps, job, row, message);
  }
  await deps.translations.updateJob(job.id, { status: 'failed', error: message });
}

function isFinal(error: unknown, attempt: number): boolean {
  const retryable =
    (error instanceof JobFailure && error.retryable) ||
    (error instanceof AppError && (error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'RATE_LIMITED'));
  if (error instanceof Error && (error.name === 'JobInterrupted' || error.name === 'JobPause')) return false;
  return !retryable || attempt >= jobCatalogue['translate-video'].maxAttempts;
}

function messageOf(error: unknown): string {
  return error instanceof AppError || error instanceof JobFailure
    ? error.message
    : 'The translation failed unexpectedly.';
}
