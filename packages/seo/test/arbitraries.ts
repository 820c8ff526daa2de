// fast-check generators for text in many scripts: Latin with accents, CJK, kana, Hangul, Arabic, Hebrew,
// Devanagari, Thai, emoji (including ZWJ sequences and flags), combining marks, angle brackets, hashtags,
// URLs, timestamps and line breaks.
import fc from 'fast-check';

const PIECES = [
  'pasta', 'Pizza', 'SHOCKING', 'night market', 'crème brûlée', 'e\u0301', 'Ñandú', 'ß', 'İstanbul', 'łódź',
  'ソロキャンプ', '寒さ対策', '北京烤鸭', '캠핑을', '한국', 'مقلوبة', 'الأرز', 'שקשוקה', 'गोलगप्पे', 'चाट', 'ตลาดนัด',
  '🍕', '👩‍👩‍👧', '🇯🇴', '❤️', '<', '>', '#', '#hashtag', '#ソロ', '!!!', '?!', '…', '|', ':', '(', ')', '【', '】',
  ' ', ' ', ' ', '\n', '\n\n', ', ', '. ', '0:00', '1:05', 'https://example.com/a?b=1', '"', "'", '-', '1', '42',
] as const; // prettier-ignore

export const text = (maxPieces = 30) =>
  fc.array(fc.constantFrom(...PIECES), { maxLength: maxPieces }).map((p) => p.join(''));

export const tags = fc.array(text(4), { maxLength: 30 });

export interface ArbCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** Cues in time order with fractional starts, like real caption tracks. */
export const cues = fc
  .array(
    fc.record({
      gap: fc.double({ min: 0, max: 40, noNaN: true }),
      length: fc.double({ min: 0.5, max: 7, noNaN: true }),
      text: text(8),
    }),
    {
      maxLength: 80,
    },
  )
  .map((list) => {
    let t = 0;
    return list.map(({ gap, length, text }): ArbCue => {
      const startSeconds = Math.round((t + gap) * 1000) / 1000;
      t = startSeconds + length;
      return { startSeconds, endSeconds: Math.round(t * 1000) / 1000, text };
    });
  });

const TOPICS = [
  ['cheese', 'pecorino', 'grater'],
  ['pepper', 'peppercorns', 'mortar'],
  ['pasta', 'spaghetti', 'starch'],
  ['ソロキャンプ', 'テント', '寒さ対策'],
  ['焚き火', '薪', '耐火シート'],
  ['مقلوبة', 'الأرز', 'المرق'],
  ['गोलगप्पे', 'टिक्की', 'जलेबी'],
  ['tlayudas', 'tasajo', 'chocolate'],
];

/** Cues whose vocabulary changes from section to section, with pauses between sections: chapters exist. */
export const topicalCues = fc
  .record({
    sections: fc.array(fc.integer({ min: 0, max: TOPICS.length - 1 }), { minLength: 3, maxLength: 8 }),
    perSection: fc.integer({ min: 2, max: 12 }),
    pause: fc.double({ min: 0, max: 20, noNaN: true }),
    offset: fc.double({ min: 0, max: 3, noNaN: true }),
  })
  .map(({ sections, perSection, pause, offset }) => {
    const out: ArbCue[] = [];
    let t = offset;
    sections.forEach((topic, s) => {
      const words = TOPICS[topic] ?? [];
      for (let i = 0; i < perSection; i += 1) {
        const startSeconds = Math.round(t * 1000) / 1000;
        t += 4.3;
        out.push({
          startSeconds,
          endSeconds: Math.round(t * 1000) / 1000,
          text: `${words[i % 3]} ${words[(i + 1) % 3]} ${s}`,
        });
        t += 0.4;
      }
      t += pause;
    });
    return out;
  });
