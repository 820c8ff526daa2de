// The landing page's example is the Basic engine's real answer, made when the web app is built (and when its
// tests run), for a real-looking input: the evaluation set's "my iceland trip vlog part 3". The page can then
// never show a suggestion the engine does not make. Values stay in the video's language (English).
import fs from 'node:fs';
import path from 'node:path';
import type { SuggestInput } from '@vidcraft/seo';
import { builtinSuggest } from '@vidcraft/seo/engine';

export interface LandingExample {
  before: string;
  after: string;
  tags: string[];
  /** The suggested title starts with the main keyword the engine found. */
  keywordFirst: boolean;
}

const SOURCE = path.resolve(import.meta.dirname, '../../../packages/seo/eval/videos/en-iceland-part-3.json');
const TAGS_SHOWN = 4;

export function landingExample(): LandingExample {
  const video = JSON.parse(fs.readFileSync(SOURCE, 'utf8')) as SuggestInput & Record<string, unknown>;
  const { id: _id, niche: _niche, expect: _expect, thumbnailText: _thumbnailText, ...input } = video;
  const output = builtinSuggest(input as SuggestInput);
  const after = output.titles[0]?.text;
  if (!after) throw new Error('The Basic engine suggested no title for the landing example.');
  const keyword = output.keywords[0] ?? '';
  return {
    before: video.title,
    after,
    tags: output.tags.slice(0, TAGS_SHOWN),
    keywordFirst: keyword !== '' && after.toLowerCase().startsWith(keyword.toLowerCase()),
  };
}
