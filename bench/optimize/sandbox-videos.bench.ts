// bench/optimize (sandbox videos): issue 12's bar for the Basic engine, measured on what a new user meets —
// the Google sandbox's demo channels (each video with its caption track when it has one; the 1,200-video chess
// channel by its first 30). Prints how many titles of three or more words get at least three distinct title
// candidates, lists those that do not, and counts videos with contradictory notes. The same bar is a test:
// apps/server/test/sandbox-basic-engine.test.ts.
//
//   node bench/optimize/sandbox-videos.bench.ts
import { builtinSuggest } from '@vidcraft/seo/engine';
import { sandboxDemoVideos, wordCount } from '../../apps/server/test/sandbox-demo-videos.ts';
import { contradictions, distinctCandidates } from '../../packages/seo/eval/expectations.ts';

const videos = sandboxDemoVideos();

const eligible = videos.filter((v) => wordCount(v.title) >= 3);
const short: string[] = [];
let contradictory = 0;
for (const video of videos) {
  const output = builtinSuggest(video.input);
  if (contradictions(output, video.title).length > 0) contradictory += 1;
  if (wordCount(video.title) < 3) continue;
  const distinct = distinctCandidates(
    video.title,
    output.titles.map((t) => t.text),
    output.language,
  );
  if (distinct.length < 3) short.push(`  ${video.id} “${video.title}”: ${distinct.length}`);
}
console.log(`${videos.length} sandbox videos, ${eligible.length} with titles of 3+ words`);
console.log(`3+ distinct candidates: ${eligible.length - short.length} of ${eligible.length}`);
if (short.length > 0) console.log(`fewer than 3:\n${short.join('\n')}`);
console.log(`videos with contradictory notes: ${contradictory}`);
