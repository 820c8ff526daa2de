// The 1,200-video channel, generated from a seeded PRNG: one puzzle a day counting back from 2025-12-31.
import type { VideoSpec } from './spec.ts';
import { createPrng } from '../util/prng.ts';

export const CHESS_VIDEO_COUNT = 1200;

const THEMES = [
  { name: 'Back-Rank Mate', tag: 'back rank mate', line: 'The king is boxed in by its own pawns.' },
  { name: 'Knight Fork', tag: 'knight fork', line: 'One knight jump hits the king and the queen.' },
  { name: 'Absolute Pin', tag: 'pin', line: 'The defender cannot move without exposing the king.' },
  { name: 'Skewer', tag: 'skewer', line: 'Attack the big piece, win the one behind it.' },
  { name: 'Deflection', tag: 'deflection', line: 'Lure the only defender away from its post.' },
  { name: 'Discovered Attack', tag: 'discovered attack', line: 'Move one piece, unleash another.' },
  { name: 'Smothered Mate', tag: 'smothered mate', line: 'The king is trapped by its own army.' },
  { name: 'Zugzwang', tag: 'zugzwang', line: 'Every move makes Black’s position worse.' },
  { name: 'Queen Sacrifice', tag: 'queen sacrifice', line: 'Give up the queen to force mate.' },
  { name: 'Endgame Technique', tag: 'endgame', line: 'Precise king and pawn play wins the race.' },
  {
    name: 'Removing the Defender',
    tag: 'removing the defender',
    line: 'Capture the piece that holds everything.',
  },
  { name: 'Double Check', tag: 'double check', line: 'Two checks at once: the king must move.' },
];
const SOURCES = [
  'a rapid game from the 2024 club championship',
  'a viewer-submitted blitz game',
  'a classical game from a weekend open',
  'an online bullet game',
  'a famous 19th-century game',
  'a correspondence game',
];

function dayBefore(anchor: Date, days: number, prng: ReturnType<typeof createPrng>): string {
  const date = new Date(anchor.getTime() - days * 86_400_000);
  date.setUTCHours(15, prng.int(0, 59), prng.int(0, 59));
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const cached = new Map<number, VideoSpec[]>();

/** Newest first: the last puzzle (#1200 by default) was published on 2025-12-31. */
export function chessVideoSpecs(count = CHESS_VIDEO_COUNT): VideoSpec[] {
  const known = cached.get(count);
  if (known) return known;
  const anchor = new Date('2025-12-31T00:00:00Z');
  const specs: VideoSpec[] = [];
  for (let n = count; n >= 1; n -= 1) {
    const prng = createPrng(`chess:${n}`);
    const theme = prng.pick(THEMES);
    const moves = prng.int(1, 4);
    const rating = 1000 + prng.int(0, 24) * 50;
    const short = n % 7 === 0;
    const age = count - n;
    const views = Math.round((short ? 40_000 : 9_000) * (0.4 + prng.next() * 1.6) * (1 + age / 400));
    const goal = theme.name === 'Endgame Technique' ? 'White to play and win' : `Mate in ${moves}`;
    specs.push({
      key: `chess-${n}`,
      title: short
        ? `Can you find it in 10 seconds? ${theme.name} #shorts`
        : `Daily Chess Puzzle #${n}: ${goal} – ${theme.name} (Rated ${rating})`,
      description:
        `Puzzle #${n}. ${goal}. ${theme.line}\n\nThis position comes from ${prng.pick(SOURCES)}. ` +
        `Pause the video, find the move, then check the solution at the end.\n\n` +
        `Puzzle rating: ${rating}\nTheme: ${theme.name}\n\nNew puzzle every day at 15:00 UTC.`,
      tags: ['chess', 'chess puzzle', 'chess tactics', theme.tag, `rated ${rating}`, 'daily chess'],
      category: 20,
      published: dayBefore(anchor, age, prng),
      duration: short ? `PT${prng.int(25, 58)}S` : `PT${prng.int(1, 4)}M${prng.int(0, 59)}S`,
      views,
      likes: Math.round(views * (0.02 + prng.next() * 0.03)),
      comments: Math.round(views * (0.001 + prng.next() * 0.004)),
      privacy: n % 97 === 0 ? 'unlisted' : 'public',
      vertical: short,
      language: 'en',
      audioLanguage: 'en',
      thumb: short ? '10 SECONDS?' : `#${n} ${goal.toUpperCase()}`,
    });
  }
  cached.set(count, specs);
  return specs;
}
