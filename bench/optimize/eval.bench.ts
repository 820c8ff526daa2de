// The Basic engine graded on the evaluation set (packages/seo/eval/videos): the share of written expectations met,
// title candidates per video, chapter-label quality, contradictory notes, per category and per language. The
// promise check is graded when packages/seo exports `checkPromise`, and reported as not available otherwise.
// Not a test: it prints numbers. Exits 1 when the set is smaller than 40 videos or 6 languages.
//
//   node bench/optimize/eval.bench.ts              figures only
//   node bench/optimize/eval.bench.ts --failures   and every expectation that failed, with its reason
import * as seo from '../../packages/seo/src/index.ts';
import type { SuggestInput } from '../../packages/seo/src/index.ts';
import { builtinSuggest } from '../../packages/seo/src/engine/builtin.ts';
import { CATEGORIES, checkVideo, transcriptOf } from '../../packages/seo/eval/expectations.ts';
import type { EvalVideo, PromiseIssue, VideoReport } from '../../packages/seo/eval/expectations.ts';
import { loadVideos } from '../../packages/seo/eval/load.ts';

const MIN_VIDEOS = 40;
const MIN_LANGUAGES = 6;

type PromiseCheck = (input: {
  title: string;
  thumbnailText?: string;
  transcript: string;
  description?: string;
  language: string;
}) => PromiseIssue[];

// Looked up at run time: the check is being added to the package, and the bench must run before and after.
const exported = (seo as Record<string, unknown>)['checkPromise'];
const checkPromise = typeof exported === 'function' ? (exported as PromiseCheck) : null;

function engineInput(video: EvalVideo): SuggestInput {
  const { id: _id, niche: _niche, expect: _expect, thumbnailText: _thumb, ...input } = video;
  return input;
}

const videos = loadVideos();
const reports: VideoReport[] = videos.map((video) => {
  const output = builtinSuggest(engineInput(video));
  const promise = checkPromise
    ? checkPromise({
        title: video.title,
        ...(video.thumbnailText ? { thumbnailText: video.thumbnailText } : {}),
        transcript: transcriptOf(video),
        description: video.description,
        language: video.language,
      })
    : null;
  return checkVideo(video, output, promise);
});

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);

function tally(rs: VideoReport[], category?: string) {
  const results = rs.flatMap((r) => r.results).filter((x) => !category || x.category === category);
  const pass = results.filter((x) => x.status === 'pass').length;
  const fail = results.filter((x) => x.status === 'fail').length;
  const unavailable = results.filter((x) => x.status === 'unavailable').length;
  return { pass, fail, unavailable, graded: pass + fail };
}

function share(rs: VideoReport[], category?: string): string {
  const t = tally(rs, category);
  const na = t.unavailable ? `, ${t.unavailable} not available` : '';
  return `${pct(t.pass, t.graded)} (${t.pass}/${t.graded}${na})`;
}

function labelShare(rs: VideoReport[]): string {
  const labels = rs.flatMap((r) => r.labels);
  return `${pct(labels.filter((l) => l.ok).length, labels.length)} of ${labels.length} labels`;
}

function candidates(rs: VideoReport[]) {
  const counts = rs.map((r) => r.candidates);
  const mean = counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length);
  return {
    mean: mean.toFixed(2),
    min: Math.min(...counts),
    atLeast3: pct(counts.filter((c) => c >= 3).length, counts.length),
  };
}

const languages = [...new Set(reports.map((r) => r.language))].sort();
const c = candidates(reports);
const labels = reports.flatMap((r) => r.labels);
const problems = new Map<string, number>();
for (const l of labels) for (const p of l.problems) problems.set(p, (problems.get(p) ?? 0) + 1);
const contradictory = reports.filter((r) => r.contradictions.length > 0);

console.log('Basic engine (builtinSuggest) on the evaluation set, packages/seo/eval/videos');
console.log(
  `${reports.length} videos in ${languages.length} languages (${languages.map((l) => `${l} ${reports.filter((r) => r.language === l).length}`).join(', ')}), ${videos.filter((v) => v.isShort).length} Shorts; node ${process.version}`,
);
console.log(
  `checkPromise: ${checkPromise ? 'exported, graded' : 'not exported by packages/seo, not available'}`,
);
console.log('');
console.log(`Expectations met: ${share(reports)}`);
for (const category of CATEGORIES) console.log(`  ${category.padEnd(12)} ${share(reports, category)}`);
console.log('');
console.log(
  `Title candidates per video (distinct, differing from the current title): mean ${c.mean}, min ${c.min}, share with ≥ 3: ${c.atLeast3}`,
);
console.log(
  `Chapter-label quality: ${labelShare(reports)} are 1–5 words, not ending in a stop word or a cut, not a bare verb, a clause or only a quantity`,
);
if (problems.size > 0) {
  console.log(`  problems: ${[...problems].map(([p, n]) => `${p} ${n}`).join(', ')}`);
}
console.log(
  `Contradictory notes: ${contradictory.length} videos${contradictory.length ? ` (${contradictory.map((r) => `${r.id}: ${r.contradictions.join('; ')}`).join(' | ')})` : ''}`,
);
console.log('');
console.log('Per language: expectations met | candidates mean, min, ≥ 3 | chapter-label quality');
for (const language of languages) {
  const rs = reports.filter((r) => r.language === language);
  const lc = candidates(rs);
  console.log(
    `  ${language} (${rs.length}): ${share(rs)} | ${lc.mean}, ${lc.min}, ${lc.atLeast3} | ${labelShare(rs)}`,
  );
}

if (process.argv.includes('--failures')) {
  console.log('');
  console.log('Failed expectations:');
  for (const r of reports) {
    for (const x of r.results.filter((res) => res.status === 'fail')) {
      console.log(`  ${r.id} ${x.category}/${x.expectation}: ${x.reason}`);
    }
    const bad = r.labels.filter((l) => !l.ok);
    if (bad.length) {
      console.log(
        `  ${r.id} labels: ${bad.map((l) => `“${l.label}” (${l.problems.join(', ')})`).join(', ')}`,
      );
    }
  }
}

if (reports.length < MIN_VIDEOS || languages.length < MIN_LANGUAGES) {
  console.error(
    `The evaluation set needs at least ${MIN_VIDEOS} videos in ${MIN_LANGUAGES} languages; it has ${reports.length} in ${languages.length}.`,
  );
  process.exit(1);
}
