// Golden tests of the builtin engine on real-looking videos in English, Spanish, Japanese, Arabic and Hindi.
// The full output of each is committed as a readable file under test/golden/; the assertions below are the
// properties a reviewer cares about.
import { describe, expect, it } from 'vitest';
import { builtinSuggest } from '../src/engine/builtin.ts';
import { checkMetadata, formatTimestamp, parseChapters, parseHashtags, scoreVideo } from '../src/index.ts';
import type { Suggestions } from '../src/index.ts';
import { findPhrase } from '../src/keywords/match.ts';
import { maqluba } from './fixtures/ar.ts';
import type { VideoFixture } from './fixtures/cues.ts';
import { bangkokNightMarket, cacioEPepe, knifeSkills, tenMinutePizza } from './fixtures/en.ts';
import { churrosShort, madridMercados, oaxacaHumo } from './fixtures/es.ts';
import { delhiChaat } from './fixtures/hi.ts';
import { mestinRice, winterSoloCamp } from './fixtures/ja.ts';

const FIXTURES = [
  cacioEPepe, knifeSkills, tenMinutePizza, bangkokNightMarket, madridMercados, oaxacaHumo, churrosShort,
  winterSoloCamp, mestinRice, maqluba, delhiChaat,
]; // prettier-ignore

function suggest(f: VideoFixture): Suggestions {
  return builtinSuggest({
    title: f.title,
    description: f.description,
    tags: f.tags,
    isShort: f.isShort,
    durationSeconds: f.durationSeconds,
    captions: f.captions,
    channel: { title: 'Maya’s Kitchen Atlas' },
  });
}

function render(f: VideoFixture, s: Suggestions): string {
  return [
    `# ${f.name}`,
    '',
    `Original title: ${f.title}`,
    `Language: ${s.language}`,
    `Keywords: ${s.keywords.join(' · ')}`,
    '',
    '## Titles',
    ...(s.titles.length ? s.titles.map((t) => `- ${t.text}\n  (${t.rationale.message})`) : ['(none)']),
    '',
    `## Tags (${s.tags.length})`,
    s.tags.join(', '),
    '',
    '## Hashtags',
    s.hashtags.join(' '),
    '',
    '## Chapters',
    ...(s.chapters.length
      ? s.chapters.map((c) => `- ${formatTimestamp(c.startSeconds)} (${c.startSeconds} s) ${c.title}`)
      : ['(none)']),
    '',
    '## Notes',
    ...s.notes.map((n) => `- ${n.message}`),
    '',
    '## Description',
    '```',
    s.description,
    '```',
    '',
  ].join('\n');
}

/** Lines of the creator's description that carry links, credits or disclosures. */
function protectedLines(description: string): string[] {
  return description
    .split('\n')
    .filter((l) => /https?:\/\/|thank|shukr|شكر|affiliate|sponsor|paid|Music:|Fixer/iu.test(l));
}

describe.each(FIXTURES.map((f) => [f.name, f] as const))('builtin engine: %s', (name, f) => {
  const s = suggest(f);

  it('matches the committed golden output', async () => {
    await expect(render(f, s)).toMatchFileSnapshot(`golden/${name}.md`);
  });

  it('detects the language', () => {
    expect(s.language).toBe(f.language);
  });

  it('passes YouTube’s rules everywhere', () => {
    for (const title of [f.title, ...s.titles.map((t) => t.text)]) {
      expect(
        checkMetadata({ title, description: s.description, tags: s.tags, isShort: f.isShort }).problems,
      ).toEqual([]);
    }
    expect(checkMetadata({ title: f.title, description: s.description, tags: s.tags }).warnings).toEqual([]);
  });

  it('keeps links, credits and disclosures verbatim', () => {
    for (const line of protectedLines(f.description)) expect(s.description).toContain(line);
  });

  it('front-loads the main keyword in every title candidate', () => {
    const keyword = s.keywords[0] ?? '';
    const window = ['ja', 'zh', 'th'].includes(s.language) ? 20 : 40;
    for (const t of s.titles) {
      const position = findPhrase(t.text, keyword, s.language);
      const anyTop = s.keywords.slice(0, 3).some((k) => {
        const p = findPhrase(t.text, k, s.language);
        return p >= 0 && p < window;
      });
      expect(position >= 0 && position < window ? true : anyTop).toBe(true);
      expect(t.text).not.toMatch(/!!|\?\?|\?!|won't believe|\b[A-Z]{4,}\b.*\b[A-Z]{4,}\b/u);
    }
  });

  it('places chapters at caption cue starts (0:00 first), or none for Shorts', () => {
    if (f.isShort) {
      expect(s.chapters).toEqual([]);
      return;
    }
    expect(s.chapters.length).toBeGreaterThanOrEqual(3);
    const starts = new Set(f.captions.map((c) => c.startSeconds));
    expect(s.chapters[0]?.startSeconds).toBe(0);
    for (const c of s.chapters.slice(1)) expect(starts.has(c.startSeconds)).toBe(true);
    const own = parseChapters(f.description, f.durationSeconds);
    // A creator's valid chapters stay; otherwise the engine's are written into the description.
    const written = parseChapters(s.description, f.durationSeconds);
    expect(written.valid).toBe(true);
    if (own.valid)
      expect(written.chapters).toEqual(
        own.chapters.map((c) => expect.objectContaining({ startSeconds: c.startSeconds, title: c.title })),
      );
  });

  it('suggests 3–5 hashtags and improves the score', () => {
    expect(s.hashtags.length).toBeGreaterThanOrEqual(1);
    expect(s.hashtags.length).toBeLessThanOrEqual(5);
    expect(parseHashtags(s.description).length).toBeGreaterThanOrEqual(s.hashtags.length);
    const base = {
      hasCustomThumbnail: f.hasCustomThumbnail,
      hasCaptions: f.captions.length > 0,
      localizationCount: f.localizationCount,
      isShort: f.isShort,
      durationSeconds: f.durationSeconds,
      primaryKeyword: s.keywords[0],
    };
    const before = scoreVideo({ ...base, title: f.title, description: f.description, tags: f.tags });
    const after = scoreVideo({
      ...base,
      title: s.titles[0]?.text ?? f.title,
      description: s.description,
      tags: s.tags,
    });
    expect(after.score).toBeGreaterThanOrEqual(before.score);
    expect(after.checks.find((c) => c.id === 'description.keywordEarly')?.passed).toBe(true);
  });
});
