import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_SURFACES,
  previewDescription,
  previewTitle,
  textWidthPx,
  TITLE_SURFACES,
} from '../src/index.ts';
import type { TitleSurface } from '../src/index.ts';

const surfaces = Object.keys(TITLE_SURFACES) as TitleSurface[];

describe('font metrics', () => {
  it('uses Roboto’s real advances (units per em 2048)', () => {
    // Roboto Regular: "a" advances 1114/2048 em, "W" 1817/2048 em (as hb-shape reports them).
    expect(textWidthPx('a', 1000, 'regular')).toBe(544);
    expect(textWidthPx('W', 1000, 'regular')).toBe(887);
    expect(textWidthPx('a', 1000, 'medium')).not.toBe(544);
  });
  it('measures CJK full-width, emoji sequences as one emoji, combining marks as nothing', () => {
    expect(textWidthPx('漢字かな', 10, 'regular')).toBe(40);
    expect(textWidthPx('👩‍👩‍👧', 10, 'regular')).toBe(textWidthPx('🍕', 10, 'regular'));
    expect(textWidthPx('e\u0301', 10, 'regular')).toBe(textWidthPx('e', 10, 'regular'));
  });
  it('shrinks Arabic by the measured shaping factor', () => {
    const isolated = [...'مقلوبة'].length * 500;
    expect(textWidthPx('مقلوبة', 1000, 'regular')).toBeLessThan(isolated);
  });
});

describe('title previews cut by rendered width, not by count', () => {
  it('narrow letters fit more than wide ones', () => {
    const narrow = previewTitle('il '.repeat(60), 'mobileHome');
    const wide = previewTitle('WM '.repeat(60), 'mobileHome');
    expect(narrow.visible.length).toBeGreaterThan(wide.visible.length * 2);
  });
  it('cuts Japanese at about half the characters of English', () => {
    const ja = previewTitle(
      '冬のソロキャンプで寒さ対策をしっかり紹介します、味噌鍋とテントの設営と焚き火の準備',
      'mobileHome',
    );
    expect(ja.truncated).toBe(true);
    expect([...ja.visible].length).toBeLessThan(32);
  });
  it('answers the visible text, the lines with an ellipsis, and the widths', () => {
    const title = 'Sourdough Starter From Scratch: Day 1 to Day 10 (What Actually Happens)';
    for (const surface of surfaces) {
      const p = previewTitle(title, surface);
      expect(title.startsWith(p.visible)).toBe(true);
      expect(p.lines.length).toBeLessThanOrEqual(TITLE_SURFACES[surface].lines);
      expect(p.maxWidthPx).toBe(TITLE_SURFACES[surface].lines * TITLE_SURFACES[surface].lineWidthPx);
      if (p.truncated) expect(p.lines.at(-1)?.endsWith('…')).toBe(true);
      for (const line of p.lines) {
        const g = TITLE_SURFACES[surface];
        expect(textWidthPx(line, g.fontSizePx, g.weight)).toBeLessThanOrEqual(g.lineWidthPx);
      }
    }
  });
  it('leaves a short title whole', () => {
    const p = previewTitle('Shakshuka for Two', 'suggested');
    expect(p).toMatchObject({ visible: 'Shakshuka for Two', truncated: false, lines: ['Shakshuka for Two'] });
    expect(p.widthPx).toBeGreaterThan(0);
  });
  it('cuts typical English titles near the reference’s measured positions', () => {
    const titles = [
      'Knife Skills for Beginners: Pinch Grip, Claw and 3 Cuts You’ll Use Daily',
      'Bangkok Night Market on $20: Moo Ping, Hoy Tod and Mango Sticky Rice',
      'Sourdough Starter From Scratch: Day 1 to Day 10 (What Actually Happens)',
      'Gwangjang Market, Seoul: Bindaetteok, Mayak Gimbap and Live Octopus (I Tried)',
    ];
    const cut = (surface: TitleSurface) =>
      titles.map((t) => [...previewTitle(t, surface).visible].length).reduce((a, b) => a + b) / titles.length;
    expect(cut('mobileHome')).toBeGreaterThan(45);
    expect(cut('mobileHome')).toBeLessThan(65);
    expect(cut('desktopSearch')).toBeGreaterThan(58);
    expect(cut('desktopSearch')).toBeLessThan(74);
  });
  it('never splits an emoji or a letter from its accent', () => {
    const p = previewTitle('👩‍👩‍👧'.repeat(40), 'suggested');
    expect(p.truncated).toBe(true);
    expect([...new Intl.Segmenter().segment(p.visible)].every((s) => s.segment === '👩‍👩‍👧')).toBe(true);
  });
});

describe('description previews', () => {
  it('keeps line breaks on the watch page and collapses them in search', () => {
    const text = 'First line\nSecond line\nThird line';
    expect(previewDescription(text, 'watchMobile').lines).toEqual(['First line', 'Second line…']);
    expect(previewDescription(text, 'desktopSearch').visible).toBe('First line Second line Third line');
  });
  it('shows about 100 characters on mobile and 150 on desktop', () => {
    const text =
      'Nine taquerías in one day across Roma, Condesa and the Centro. Al pastor shaved from the trompo, suadero, tacos de canasta and a late-night campechano, with a map of every stop below.';
    const mobile = [...previewDescription(text, 'watchMobile').visible].length;
    const desktop = [...previewDescription(text, 'watchDesktop').visible].length;
    expect(mobile).toBeGreaterThan(80);
    expect(mobile).toBeLessThan(115);
    expect(desktop).toBeGreaterThan(135);
    expect(desktop).toBeLessThan(175);
    expect(Object.keys(DESCRIPTION_SURFACES)).toEqual(['desktopSearch', 'watchMobile', 'watchDesktop']);
  });
});
