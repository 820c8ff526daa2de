// Generates a suggestion set for one video: the transcript from the caption track (when allowed and
// affordable), then the engine the user chose (a Suggester: Basic or LLM), then YouTube's rules over the
// result; stored with the metadata the engine saw, so a later publish can tell whether the video changed.
import { detectLanguage, note, scoreVideo } from '@vidcraft/seo';
import type { SuggestionNote } from '@vidcraft/seo';
import type { VideoRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { JobFailure } from '../../jobs/job-errors.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { Suggesters } from '../../integrations/ai/suggester.ts';
import type { UsersRepo } from '../auth/users.repo.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import type { CaptionsService } from '../videos/captions.service.ts';
import { parseCaptionCues, type Cue } from './caption-cues.ts';
import { guardSuggestion } from './suggestion-guard.ts';
import type { SuggestionsRepo } from './suggestions.repo.ts';
import { scoreInputOf } from './video-score.ts';

export interface OptimizeDeps {
  videos: VideosRepo;
  users: UsersRepo;
  connections: ConnectionsRepo;
  captions: CaptionsService;
  suggestions: SuggestionsRepo;
  suggesters: Suggesters;
}

/** How many of the channel's best-performing titles the engines see as context. */
const TOP_TITLES = 8;

/** The track to read: a published standard track in the video's language, else any published one. */
function pickTrack<T extends { language: string; isDraft: boolean; kind: string | null }>(
  tracks: T[],
  language: string | null,
) {
  const usable = tracks.filter((t) => !t.isDraft);
  return (
    usable.find((t) => t.kind !== 'asr' && language && t.language.startsWith(language)) ??
    usable.find((t) => t.kind !== 'asr') ??
    usable[0]
  );
}

export function createOptimizeVideoHandler(deps: OptimizeDeps): JobHandler<'optimize-video'> {
  return async (ctx) => {
    await ctx.step('reading-video');
    const video = await deps.videos.findById(ctx.input.videoId);
    if (!video || video.user_id !== ctx.ownerUserId || video.removed_at) {
      throw new JobFailure('NOT_FOUND', 'This video is no longer synced.');
    }
    const connection = await deps.connections.findById(video.connection_id);
    if (!connection) throw new JobFailure('NOT_FOUND', 'This channel is no longer connected.');

    await ctx.step('reading-captions');
    const notes: SuggestionNote[] = [];
    const cues = ctx.input.useCaptions ? await readCues(deps, video, connection, notes) : [];

    await ctx.step('generating');
    const language =
      video.default_language?.slice(0, 2) ?? detectLanguage(`${video.title}\n${video.description}`) ?? 'en';
    const suggester = deps.suggesters.get(ctx.input.engine);
    if (!suggester) throw new JobFailure('VALIDATION', 'No AI provider is configured on this server.');
    const topTitles = await deps.videos.topTitles(video.connection_id, {
      except: video.id,
      limit: TOP_TITLES,
    });
    const owner = await deps.users.find(video.user_id);
    const started = Date.now();
    const outcome = await suggester.suggest(
      {
        language,
        creatorLanguage: owner?.preferred_language ?? 'en',
        title: video.title,
        description: video.description,
        tags: video.tags,
        durationSeconds: video.duration_seconds,
        isShort: video.is_short,
        cues,
        channel: { title: connection.channel_title, topTitles },
        titleCount: ctx.input.titleCount,
      },
      ctx.signal,
    );
    const raw = { ...outcome.suggestion, notes: [...notes, ...(outcome.suggestion.notes ?? [])] };
    const latencyMs = Date.now() - started;

    await ctx.step('checking');
    const content = guardSuggestion(raw, {
      originalDescription: video.description,
      cueStarts: cues.map((c) => c.startSeconds),
      isShort: video.is_short,
      titleCount: ctx.input.titleCount,
    });
    const saved = await deps.suggestions.insert({
      user_id: video.user_id,
      video_id: video.id,
      job_run_id: ctx.runId,
      engine: ctx.input.engine,
      provider: outcome.provider,
      model: outcome.model,
      language,
      base: { title: video.title, description: video.description, tags: video.tags },
      content,
      score_before: scoreVideo(scoreInputOf(video)).score,
      input_tokens: outcome.usage.inputTokens,
      output_tokens: outcome.usage.outputTokens,
      cost_usd: outcome.usage.costUsd,
      latency_ms: latencyMs,
    });
    return { suggestionId: saved.id };
  };
}

/** The transcript, when the video has captions and the grant allows reading them; otherwise a note why not. */
async function readCues(
  deps: OptimizeDeps,
  video: VideoRow,
  connection: NonNullable<Awaited<ReturnType<ConnectionsRepo['findById']>>>,
  notes: SuggestionNote[],
): Promise<Cue[]> {
  if (!video.has_captions) {
    notes.push(note('captions.none'));
    return [];
  }
  try {
    const listed = await deps.captions.get(video, connection, { format: 'vtt', refresh: false });
    const track = pickTrack(listed.tracks, video.default_language);
    if (!track) return [];
    const read = await deps.captions.get(video, connection, {
      track: track.id,
      format: 'vtt',
      refresh: false,
    });
    return read.text ? parseCaptionCues(read.text.body) : [];
  } catch (error) {
    if (error instanceof AppError && (error.code === 'AUTH_REQUIRED' || error.code === 'QUOTA_EXCEEDED')) {
      notes.push(note(error.code === 'AUTH_REQUIRED' ? 'captions.noPermission' : 'captions.quota'));
      return [];
    }
    throw error;
  }
}
