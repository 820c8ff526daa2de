// The offline Basic engine (packages/seo) as a Suggester: no provider, no cost. It is CPU-bound (its time grows
// with the transcript), so it runs on a compute thread.
import type { ComputePool } from '../compute/compute-pool.ts';
import type { Suggester, SuggestOutcome, SuggestRequest } from './suggester.ts';

export class BasicSuggester implements Suggester {
  readonly engine = 'builtin' as const;
  private readonly compute: ComputePool;
  constructor(compute: ComputePool) {
    this.compute = compute;
  }

  async suggest(request: SuggestRequest): Promise<SuggestOutcome> {
    const suggestion = await this.compute.run('basicSuggest', {
      title: request.title,
      description: request.description,
      tags: [...request.tags],
      language: request.language,
      isShort: request.isShort,
      durationSeconds: request.durationSeconds,
      captions: [...request.cues],
      channel: { title: request.channel.title, topTitles: [...request.channel.topTitles] },
      titleCount: request.titleCount,
    });
    return {
      suggestion,
      usage: { inputTokens: null, outputTokens: null, costUsd: null },
      provider: null,
      model: null,
    };
  }
}
