// bench/optimize (LLM prompt size): what one optimization asks of an AI provider for a 2-minute and a
// 20-minute video — the estimated input tokens of the one prompt (the estimate the input cap is enforced with),
// how much of the transcript fits under the default cap (AI_MAX_INPUT_TOKENS 6000), the output cap, and the
// number of provider calls per video, counted at a fake OpenAI-compatible server. With prices given (USD per
// million tokens) it prints the cost per optimization at the input estimate and the full output cap.
// The 2-minute video is the evaluation set's English Iceland vlog; the 20-minute one is ten English
// evaluation transcripts of about 2 minutes each laid end to end (the set has no single 20-minute video).
//
//   node bench/optimize/prompt-size.bench.ts [inputUsdPerMTok outputUsdPerMTok]
import { startFakeOpenAI } from '../../apps/server/test/fake-openai.ts';
import { createLanguageModel } from '../../apps/server/src/integrations/ai/language-model.ts';
import { LlmSuggester } from '../../apps/server/src/integrations/ai/llm-suggester.ts';
import { buildMetadataPrompt } from '../../apps/server/src/integrations/ai/metadata-prompt.ts';
import type { EvalVideo } from '../../packages/seo/eval/expectations.ts';
import { loadVideos } from '../../packages/seo/eval/load.ts';

const MAX_INPUT_TOKENS = 6000;
const MAX_OUTPUT_TOKENS = 1500;
const [inputPrice, outputPrice] = process.argv.slice(2).map(Number);

const videos = loadVideos();
const english = videos.filter((v) => v.language === 'en' && !v.isShort && v.durationSeconds! <= 160);
const short = videos.find((v) => v.id === 'en-iceland-part-3');
if (!short || english.length < 10) throw new Error('The evaluation set lacks the videos this bench reads.');

/** Ten transcripts one after the other, each shifted to start where the previous ended. */
function laidEndToEnd(parts: EvalVideo[]): EvalVideo {
  let offset = 0;
  const captions = parts.flatMap((part) => {
    const shifted = (part.captions ?? []).map((cue) => ({
      ...cue,
      startSeconds: cue.startSeconds + offset,
      endSeconds: cue.endSeconds + offset,
    }));
    offset += part.durationSeconds ?? 0;
    return shifted;
  });
  return { ...parts[0]!, id: 'en-20-minutes', durationSeconds: offset, captions };
}
const long = laidEndToEnd(english.slice(0, 10));

const fake = await startFakeOpenAI();
const config = {
  provider: 'openai-compatible' as const,
  baseUrl: fake.baseUrl,
  apiKey: 'bench',
  model: 'bench-model',
  maxInputTokens: MAX_INPUT_TOKENS,
  maxOutputTokens: MAX_OUTPUT_TOKENS,
  timeoutMs: 10_000,
  pricePerMillion: null,
};
const suggester = new LlmSuggester(createLanguageModel(config), config, {
  provider: 'bench',
  model: 'bench',
});
const answer = {
  titles: [{ text: 'A title', rationale: 'Keyword first.' }],
  description: 'A description.',
  tags: ['tag'],
  hashtags: [],
  chapters: [],
};

console.log(`input cap ${MAX_INPUT_TOKENS} tokens (estimated), output cap ${MAX_OUTPUT_TOKENS} tokens`);
for (const video of [short, long]) {
  const cues = video.captions ?? [];
  const input = {
    language: video.language,
    creatorLanguage: 'en',
    title: video.title,
    description: video.description,
    tags: video.tags,
    durationSeconds: video.durationSeconds ?? null,
    isShort: video.isShort,
    cues,
    channelTitle: video.channel?.title ?? '',
    channelTopTitles: video.channel?.topTitles ?? [],
    titleCount: 5,
  };
  const prompt = buildMetadataPrompt({ ...input, maxInputTokens: MAX_INPUT_TOKENS });
  const before = fake.requests.length;
  fake.queue.push({ kind: 'json', content: answer });
  await suggester.complete(input);
  const calls = fake.requests.length - before;
  const minutes = ((video.durationSeconds ?? 0) / 60).toFixed(1);
  const cost =
    Number.isFinite(inputPrice) && Number.isFinite(outputPrice)
      ? `, at most $${((prompt.estimatedInputTokens * inputPrice! + MAX_OUTPUT_TOKENS * outputPrice!) / 1e6).toFixed(5)}`
      : '';
  console.log(
    `${minutes} min (${cues.length} cues): ~${prompt.estimatedInputTokens} input tokens, ` +
      `${prompt.transcriptCuesUsed}/${cues.length} cues in the prompt, ${calls} provider call${calls === 1 ? '' : 's'}${cost}`,
  );
}
await fake.close();
