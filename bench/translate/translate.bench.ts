// bench/translate: titles and descriptions of 10 sandbox videos translated into 57 languages by the LLM engine
// (against a fake OpenAI-compatible server that tags each text with its language and counts tokens as
// characters ÷ 4), approved and published through the real services, job engine and embedded database.
// Prints YouTube units used against the minimum (one videos.list for the batch + one videos.update per video),
// then provider calls and tokens per video (translating and back-translating), and the calls the estimate said.
// Run: `node bench/translate/translate.bench.ts`.
import { randomUUID } from 'node:crypto';
import { MORE_YOUTUBE_LANGUAGES, TRANSLATION_LANGUAGES } from '@vidcraft/contracts';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { tagged } from '../../apps/server/test/fake-llm-translator.ts';
import { startFakeOpenAI } from '../../apps/server/test/fake-openai.ts';
import { ConnectionsRepo } from '../../apps/server/src/modules/channels/connections.repo.ts';
import { VideosRepo } from '../../apps/server/src/modules/videos/videos.repo.ts';
import { startBenchApp, until } from '../harness/bench-app.ts';

const VIDEOS = 10;
const LANGUAGES = [...TRANSLATION_LANGUAGES.filter((l) => l !== 'en'), MORE_YOUTUBE_LANGUAGES[0]!];
const tokensOf = (text: string) => Math.ceil(text.length / 4);

const fake = await startFakeOpenAI();
// More answers than any plan needs; each one translates exactly what its request asked.
for (let i = 0; i < 5000; i += 1) {
  fake.queue.push({
    kind: 'reply',
    respond: (body) => tagged(body),
    usage: (body, content) => ({
      prompt_tokens: body.messages.reduce((n, m) => n + tokensOf(m.content), 0),
      completion_tokens: tokensOf(content),
    }),
  });
}
const queued = fake.queue.length;

const app = await startBenchApp({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.baseUrl,
  AI_API_KEY: 'bench',
  AI_MODEL: 'bench-model',
  TRANSLATION_PROVIDER: 'llm',
  TRANSLATION_LANGUAGES_PER_MONTH: String(VIDEOS * LANGUAGES.length),
});
const { sandbox, services, database } = app;

// Sign-in and a channel grant with write access, as the browser would do them; the first sync follows.
const user = await app.signInAndConnect(
  { id: 'maya', email: 'maya.chen@example.com', name: 'Maya' },
  CHANNEL_IDS.kitchenAtlas,
  'write',
);
await until(async () => {
  const { run } = await services.sync.latestRun(user.id);
  return run && ['succeeded', 'failed'].includes(run.status) ? run : undefined;
});
const [connection] = await new ConnectionsRepo(database.db).listForUser(user.id);
const candidates = await new VideosRepo(database.db).listActivePage(connection!.id, null, 100);
const videoIds = candidates
  .filter((v) => v.default_language === 'en' && !v.is_short)
  .slice(0, VIDEOS)
  .map((v) => v.youtube_video_id);
if (videoIds.length !== VIDEOS) throw new Error(`only ${videoIds.length} English long videos`);

const request = { videoIds, languages: LANGUAGES, metadata: true, captions: null, engine: 'llm' as const };
const estimate = await services.translation.estimate(user.id, request);
const started = await services.translation.start(user.id, { ...request, idempotencyKey: randomUUID() });
const done = await Promise.all(
  started.jobs.map((j) =>
    until(async () => {
      const job = await services.translation.job(user.id, j.id);
      return job.status === 'running' ? undefined : job;
    }),
  ),
);
for (const job of done) {
  if (job.status !== 'done') throw new Error(`translation ${job.id}: ${job.status} ${job.error}`);
  for (const language of job.languages) {
    // A translated title may run past YouTube's 100 characters; the creator would shorten it.
    if (language.check.problems.some((p) => p.field === 'title')) {
      await services.translationReview.editAsOwner(user.id, job.id, language.language, {
        title: [...language.title].slice(0, 95).join(''),
      });
    }
    await services.translationReview.decideAsOwner(user.id, job.id, language.language, 'approve');
  }
}
const rows = await Promise.all(done.map((job) => services.translations.findJob(job.id)));
const calls = rows.reduce((n, r) => n + r!.calls, 0);
const inputTokens = rows.reduce((n, r) => n + (r!.input_tokens ?? 0), 0);
const outputTokens = rows.reduce((n, r) => n + (r!.output_tokens ?? 0), 0);
const providerRequests = queued - fake.queue.length;

const seq = sandbox.sandbox.control.requestLog({ limit: 1 }).at(-1)?.seq ?? 0;
const published = await services.translationPublishing.publishAll(user.id, {
  jobIds: done.map((job) => job.id),
  idempotencyKey: randomUUID(),
  defaultLanguages: {},
});
const entries = sandbox.sandbox.control.requestLog({ sinceSeq: seq, limit: 1000 });
const units = entries.reduce((sum, e) => sum + e.units, 0);
const minimum = 1 + 50 * VIDEOS;
const publishedLanguages = published.attempts.reduce(
  (n, a) => n + a.languages.filter((l) => l.outcome === 'published').length,
  0,
);

console.log(`videos × languages: ${VIDEOS} × ${LANGUAGES.length}; published ${publishedLanguages}`);
console.log(
  `YouTube units used / minimum (1 videos.list + ${VIDEOS} videos.update): ${units} / ${minimum} = ${(units / minimum).toFixed(2)} (goal 1.00)`,
);
console.log(`YouTube calls: ${entries.map((e) => e.method).join(', ')}`);
console.log(
  `provider calls per video: ${(calls / VIDEOS).toFixed(1)} (translation and back-translation; the fake received ${providerRequests} requests in all; the estimate said ${(estimate.providerCalls / VIDEOS).toFixed(1)})`,
);
console.log(
  `tokens per video: ${Math.round(inputTokens / VIDEOS)} in, ${Math.round(outputTokens / VIDEOS)} out (characters ÷ 4, as the fake counts)`,
);

await app.close();
await fake.close();
process.exit(0);
