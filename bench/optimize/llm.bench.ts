// bench/optimize (LLM half): the overhead of Vidcraft's LLM path — prompt building, the AI SDK's structured
// call, schema parsing and YouTube-rule repair — against a raw HTTP call to the same fake OpenAI-compatible
// server returning the same answer. Run: `node bench/optimize/llm.bench.ts`.
import { startFakeOpenAI } from '../../apps/server/test/fake-openai.ts';
import { createLanguageModel } from '../../apps/server/src/integrations/ai/language-model.ts';
import { LlmSuggester } from '../../apps/server/src/integrations/ai/llm-suggester.ts';
import { guardSuggestion } from '../../apps/server/src/modules/optimization/suggestion-guard.ts';

const RUNS = 100;
const WARMUP = 10;
const answer = {
  titles: Array.from({ length: 5 }, (_, i) => ({
    text: `Weeknight Pasta ${i + 1}: A Creamy Sauce in 15 Minutes`,
    rationale: 'Keyword first.',
  })),
  description: 'A creamy weeknight pasta in 15 minutes.\n\nIngredients and steps below.',
  tags: ['weeknight pasta', 'creamy pasta', 'quick dinner', 'pasta recipe'],
  hashtags: ['#pasta', '#weeknightdinner', '#recipe'],
  chapters: [
    { startSeconds: 0, title: 'Intro' },
    { startSeconds: 60, title: 'Sauce' },
    { startSeconds: 120, title: 'Serve' },
  ],
};
const cues = Array.from({ length: 400 }, (_, i) => ({
  startSeconds: i * 3,
  endSeconds: i * 3 + 3,
  text: `Sentence ${i}: we stir the sauce, keep the heat low and add pasta water a little at a time.`,
}));

const fake = await startFakeOpenAI();
const config = {
  provider: 'openai-compatible' as const,
  baseUrl: fake.baseUrl,
  apiKey: 'bench',
  model: 'bench-model',
  maxInputTokens: 6000,
  maxOutputTokens: 1500,
  timeoutMs: 10_000,
  pricePerMillion: null,
};
const suggester = new LlmSuggester(createLanguageModel(config), config, {
  provider: 'test',
  model: config.model,
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
async function measure(label: string, once: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    fake.queue.push({ kind: 'json', content: answer });
    const start = performance.now();
    await once();
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  console.log(
    `${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
  return percentile(times, 50);
}

const raw = await measure('raw chat-completions call (fetch + JSON.parse)', async () => {
  const response = await fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
    body: JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content: 'x' }] }),
  });
  const body = (await response.json()) as { choices: { message: { content: string } }[] };
  return JSON.parse(body.choices[0]!.message.content);
});
const full = await measure('Vidcraft LLM path (prompt + AI SDK + schema + YouTube rules)', async () => {
  const result = await suggester.complete({
    language: 'en',
    creatorLanguage: 'en',
    title: 'weeknight pasta',
    description: 'My recipe https://example.com',
    tags: ['pasta'],
    durationSeconds: 1200,
    isShort: false,
    cues,
    channelTopTitles: ['Focaccia at home'],
    titleCount: 5,
  });
  return guardSuggestion(result.suggestion, {
    originalDescription: 'My recipe https://example.com',
    cueStarts: cues.map((c) => c.startSeconds),
    isShort: false,
    titleCount: 5,
  });
});
console.log(`overhead ratio (Vidcraft path / raw call), p50: ${(full / raw).toFixed(2)}×`);
await fake.close();
