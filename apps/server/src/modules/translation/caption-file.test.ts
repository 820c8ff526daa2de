import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NotACaptionFileError,
  cueLineProblems,
  parseCaptionFile,
  wrapCueText,
  writeSrt,
  writeVtt,
  type TimedCue,
} from './caption-file.ts';

// Shaped like YouTube's auto-captions: header lines, a cue opening with a one-space line, inline word timings.
const YOUTUBE_VTT = `WEBVTT
Kind: captions
Language: en

STYLE
::cue(.yellow) { color: yellow; }

REGION
id:fred width:40% lines:3 regionanchor:0%,100%

NOTE This file was made by a speech recogniser
and checked by hand.

intro
00:00:00.000 --> 00:00:02.140 align:start position:0%
 
so<00:00:00.320><c> today</c><00:00:00.640><c> we're</c><00:00:01.120><c> cooking</c>

00:00:02.140 --> 00:00:04.500 region:fred line:85%
<v.loud Maya>Tom &amp; Jerry &lt;3 <i>pasta</i></v>
<c.yellow>with <b>pepper</b></c>

NOTE a second note

01:02:03.004 --> 01:02:05.000
<ruby>漢<rt>かん</rt></ruby>字 &#x1F35D; &gt; &nbsp;end
`;

const SRT = [
  '\uFEFF1',
  '00:00:01,000 --> 00:00:03,500  ',
  '<i>Hola</i> a <font color="#ffff00">todos</font>',
  '',
  '2',
  '00:00:03,500 --> 00:00:06,000',
  '{\\an8}Hoy cocinamos',
  'en la playa',
  '',
  '3',
  '10:00:00,000 --> 10:00:02,999',
  'a < b, always',
  '',
].join('\r\n');

// As YouTube's captions.download returns tfmt=sbv.
const SBV = `0:00:00.599,0:00:04.160
>> MAYA: Hello everyone,
and welcome back

0:00:04.160,1:00:05.000
today we cook outside
`;

describe('parseCaptionFile', () => {
  it('reads WebVTT: skips header, STYLE, REGION and NOTE blocks, strips tags, decodes entities', () => {
    expect(parseCaptionFile(YOUTUBE_VTT)).toEqual({
      format: 'vtt',
      cues: [
        { startMs: 0, endMs: 2140, text: "so today we're cooking" },
        { startMs: 2140, endMs: 4500, text: 'Tom & Jerry <3 pasta\nwith pepper' },
        { startMs: 3_723_004, endMs: 3_725_000, text: '漢字 🍝 > end' },
      ],
    });
  });

  it('reads WebVTT with a title on the header line and minute-only timestamps', () => {
    const vtt = 'WEBVTT - Cooking show\n\n00:00.500 --> 00:04.000 align:start\n<v Maya>Welcome back.\n';
    expect(parseCaptionFile(vtt)).toEqual({
      format: 'vtt',
      cues: [{ startMs: 500, endMs: 4000, text: 'Welcome back.' }],
    });
  });

  it('reads SRT with a BOM, CRLF, font tags and ASS overrides', () => {
    expect(parseCaptionFile(SRT)).toEqual({
      format: 'srt',
      cues: [
        { startMs: 1000, endMs: 3500, text: 'Hola a todos' },
        { startMs: 3500, endMs: 6000, text: 'Hoy cocinamos\nen la playa' },
        { startMs: 36_000_000, endMs: 36_002_999, text: 'a < b, always' },
      ],
    });
  });

  it('reads SBV and keeps speaker labels (they are words)', () => {
    expect(parseCaptionFile(SBV)).toEqual({
      format: 'sbv',
      cues: [
        { startMs: 599, endMs: 4160, text: '>> MAYA: Hello everyone,\nand welcome back' },
        { startMs: 4160, endMs: 3_605_000, text: 'today we cook outside' },
      ],
    });
  });

  it('reads fractions shorter than three digits as fractions of a second', () => {
    const srt = '1\n00:00:01,5 --> 00:00:02,25\nShort fractions\n';
    expect(parseCaptionFile(srt).cues).toEqual([{ startMs: 1500, endMs: 2250, text: 'Short fractions' }]);
    const sbv = '0:00:03.5,0:00:04.000\nSBV too\n';
    expect(parseCaptionFile(sbv).cues).toEqual([{ startMs: 3500, endMs: 4000, text: 'SBV too' }]);
  });

  it('reads a WebVTT file without cues as no cues', () => {
    expect(parseCaptionFile('WEBVTT\n')).toEqual({ format: 'vtt', cues: [] });
  });

  it.each([
    ['plain text', 'not a caption file'],
    ['nothing', ''],
    ['JSON', '{"events":[{"tStartMs":0}]}'],
    ['HTML', '<!doctype html><html><body>Sign in</body></html>'],
    ['a timing line without SRT numbering or WEBVTT header', '00:00:01.000 --> 00:00:02.000\nhi\n'],
  ])('refuses %s', (_name, body) => {
    expect(() => parseCaptionFile(body)).toThrow(NotACaptionFileError);
    expect(() => parseCaptionFile(body)).toThrow(/Not a caption file/);
  });
});

describe('writeVtt and writeSrt', () => {
  const cues: TimedCue[] = [
    { startMs: 0, endMs: 0, text: 'a < b & c --> d' },
    { startMs: 3_600_001, endMs: 35_999_999, text: 'two\n\n  lines ' },
    { startMs: 36_000_000, endMs: 36_000_001, text: '   ' },
  ];

  it('writes WebVTT with a Language header, escaped text and exact times', () => {
    expect(writeVtt(cues, 'pt-PT')).toBe(
      'WEBVTT\nLanguage: pt-PT\n\n' +
        '1\n00:00:00.000 --> 00:00:00.000\na &lt; b &amp; c --&gt; d\n\n' +
        '2\n01:00:00.001 --> 09:59:59.999\ntwo\nlines\n\n',
    );
  });

  it('writes SRT with exact times', () => {
    expect(writeSrt(cues)).toBe(
      '1\n00:00:00,000 --> 00:00:00,000\na < b & c --> d\n\n2\n01:00:00,001 --> 09:59:59,999\ntwo\nlines\n\n',
    );
  });

  it('reads back what it writes, past an hour and at 0 ms', () => {
    const expected = [
      { startMs: 0, endMs: 0, text: 'a < b & c --> d' },
      { startMs: 3_600_001, endMs: 35_999_999, text: 'two\nlines' },
    ];
    expect(parseCaptionFile(writeVtt(cues, 'ja')).cues).toEqual(expected);
    expect(parseCaptionFile(writeSrt(cues.slice(1))).cues).toEqual(expected.slice(1));
  });

  it('refuses times that cannot be written exactly, and a bad language id', () => {
    expect(() => writeSrt([{ startMs: 1.5, endMs: 2, text: 'x' }])).toThrow(/whole milliseconds/);
    expect(() => writeSrt([{ startMs: -1, endMs: 2, text: 'x' }])).toThrow(/whole milliseconds/);
    expect(() => writeSrt([{ startMs: 0, endMs: 360_000_000, text: 'x' }])).toThrow(/whole milliseconds/);
    expect(() => writeVtt([{ startMs: 5, endMs: 4, text: 'x' }], 'en')).toThrow(/ends before it starts/);
    expect(() => writeVtt([], 'en\nX-Evil: 1')).toThrow(/language id/);
  });

  // Words in many scripts; SRT has no escaping, so its words leave out what its readers take for markup.
  const SAFE_WORDS = [
    'pasta', 'crème', 'e\u0301', 'İstanbul', 'ソロキャンプ', '寒さ対策', '北京烤鸭', '캠핑을', 'مقلوبة', 'שקשוקה',
    'गोलगप्पे', 'ตลาดนัด', '🍕', '👩‍👩‍👧', '🇯🇴', '!!!', '…', '-', '1', '42', '0:00', '&', 'NOTE', 'WEBVTT', '"',
  ] as const; // prettier-ignore
  const VTT_ONLY_WORDS = ['<', '>', '-->', '<i>', '&amp;', '&lt;', 'a<b', '{\\an8}'] as const;

  const line = (words: readonly string[]) =>
    fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
  // An SRT file without cues is an empty string, which is no caption file: SRT lists hold a cue or more.
  const cueList = (words: readonly string[], minLength = 0) =>
    fc
      .array(
        fc.record({
          gap: fc.integer({ min: 0, max: 600_000 }),
          length: fc.integer({ min: 0, max: 20_000 }),
          lines: fc.array(line(words), { minLength: 1, maxLength: 3 }),
        }),
        { minLength, maxLength: 40 },
      )
      .map((list) => {
        let t = 0;
        return list.map(({ gap, length, lines }): TimedCue => {
          const startMs = Math.min(t + gap, 36_000_000);
          t = Math.min(startMs + length, 36_000_000);
          return { startMs, endMs: t, text: lines.join('\n') };
        });
      });

  it('keeps every cue’s times to the millisecond and its text through WebVTT (0 to 10 hours)', () => {
    fc.assert(
      fc.property(cueList([...SAFE_WORDS, ...VTT_ONLY_WORDS]), (list) => {
        expect(parseCaptionFile(writeVtt(list, 'en')).cues).toEqual(list);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every cue’s times to the millisecond and its text through SRT (0 to 10 hours)', () => {
    fc.assert(
      fc.property(cueList(SAFE_WORDS, 1), (list) => {
        expect(parseCaptionFile(writeSrt(list)).cues).toEqual(list);
      }),
      { numRuns: 300 },
    );
  });
});

describe('wrapCueText', () => {
  it('keeps a short line as one line', () => {
    expect(wrapCueText('Welcome back\nto the kitchen', 'en')).toBe('Welcome back to the kitchen');
  });

  it('breaks English at a space into two balanced lines of at most 42', () => {
    const wrapped = wrapCueText(
      'Today we are making cacio e pepe on the beach with my grandmother and her two dogs',
      'en',
    );
    expect(wrapped).toBe(
      'Today we are making cacio e pepe on the\nbeach with my grandmother and her two dogs',
    );
    expect(cueLineProblems(wrapped, 'en')).toEqual({ lines: 2, longestLine: 42, maxLine: 42 });
  });

  it('breaks Arabic at a space', () => {
    const wrapped = wrapCueText('مرحبا بكم في مطبخنا اليوم سنطبخ المقلوبة مع جدتي في البيت الكبير', 'ar');
    expect(wrapped).toBe('مرحبا بكم في مطبخنا اليوم سنطبخ\nالمقلوبة مع جدتي في البيت الكبير');
  });

  it('breaks Japanese between words, 13 per line', () => {
    const wrapped = wrapCueText('今日は「カレーライス」を作ります。とても簡単です！', 'ja');
    expect(wrapped).toBe('今日は「カレーライス」を\n作ります。とても簡単です！');
    expect(cueLineProblems(wrapped, 'ja')).toEqual({ lines: 2, longestLine: 13, maxLine: 13 });
  });

  it('starts no Japanese line with 。, ー or a small kana, and ends none with 「', () => {
    const PIECES = [
      'スーパー',
      'マーケット',
      'ちょっと',
      'ゃ',
      'ー',
      '。',
      '、',
      '！',
      '「',
      '」',
      '夜',
      '行きましょう',
      'ね',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        const lines = wrapCueText(text, 'ja').split('\n');
        expect(lines.join('')).toBe(text);
        for (const line of lines.slice(1)) expect(line).not.toMatch(/^[。、！」ーゃっ]/);
        for (const line of lines.slice(0, -1)) expect(line).not.toMatch(/「$/);
      }),
      { numRuns: 500 },
    );
  });

  it('joins Japanese lines without a space, Thai ones with one', () => {
    expect(wrapCueText('今日は\niPhoneで撮影', 'ja')).toBe('今日はiPhoneで撮影');
    expect(wrapCueText('วันนี้\nเราทำอาหาร', 'th')).toBe('วันนี้ เราทำอาหาร');
  });

  it('breaks Thai between words (it has no spaces between them), 35 per line', () => {
    const wrapped = wrapCueText('วันนี้เราจะทำอาหารไทยกันที่ตลาดนัดใกล้บ้านของยายฉันนะครับ', 'th');
    expect(wrapped.split('\n')).toHaveLength(2);
    expect(wrapped.replace('\n', '')).toBe('วันนี้เราจะทำอาหารไทยกันที่ตลาดนัดใกล้บ้านของยายฉันนะครับ');
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(wrapped.replace('\n', ''))];
    const breakAt = wrapped.indexOf('\n');
    expect(words.some((w) => w.index === breakAt)).toBe(true);
    expect(cueLineProblems(wrapped, 'th').longestLine).toBeLessThanOrEqual(35);
  });

  it('uses 16 for Chinese and Korean', () => {
    expect(cueLineProblems('', 'zh-TW').maxLine).toBe(16);
    expect(cueLineProblems('', 'ko').maxLine).toBe(16);
    expect(cueLineProblems('', 'iw').maxLine).toBe(42);
    expect(wrapCueText('今天我们在海边做饭，非常好吃。大家一定要试试看这个做法。', 'zh-CN')).toBe(
      '今天我们在海边做饭，非常好吃。\n大家一定要试试看这个做法。',
    );
  });

  it('keeps all the text when it cannot fit in two lines, and says so', () => {
    const english = wrapCueText(
      'This sentence is far too long to fit into two subtitle lines of forty-two characters each, so it spills',
      'en',
    );
    expect(english.replace(/\n/g, ' ')).toBe(
      'This sentence is far too long to fit into two subtitle lines of forty-two characters each, so it spills',
    );
    expect(cueLineProblems(english, 'en').lines).toBe(3);
    const longWord = wrapCueText(
      'Supercalifragilisticexpialidocious-and-even-longer-hyphenated-word ok',
      'en',
    );
    expect(longWord).toBe('Supercalifragilisticexpialidocious-and-even-longer-hyphenated-word\nok');
    expect(cueLineProblems(longWord, 'en')).toEqual({ lines: 2, longestLine: 66, maxLine: 42 });
    const japanese = wrapCueText(
      '今日はiPhoneで「カレー」を作ります。とても簡単です！皆さんもぜひ作ってみてください。',
      'ja',
    );
    expect(japanese).toBe(
      '今日はiPhoneで\n「カレー」を作ります。\nとても簡単です！皆さんも\nぜひ作ってみてください。',
    );
    expect(cueLineProblems(japanese, 'ja')).toEqual({ lines: 4, longestLine: 12, maxLine: 13 });
  });

  it('never drops or changes a character, and keeps lines within the limit when every word fits', () => {
    const WORDS = [
      'pasta',
      'night',
      'market',
      'ソロキャンプ',
      '寒さ対策を',
      '北京烤鸭。',
      '캠핑을',
      'مقلوبة',
      'ตลาดนัด',
      '🍕',
      '「夜」',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }),
        fc.constantFrom('en', 'ja', 'zh-CN', 'ko', 'th', 'ar'),
        (words, language) => {
          const text = words.join(' ');
          const wrapped = wrapCueText(text, language);
          expect(wrapped.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
          const { longestLine, maxLine } = cueLineProblems(wrapped, language);
          expect(longestLine).toBeLessThanOrEqual(maxLine);
        },
      ),
      { numRuns: 300 },
    );
  });
});
