import { describe, expect, it } from 'vitest';
import { renderThumbnail, type Background, type TextLayer } from './compositor.ts';
import { checkThumbnail, contrastRatio } from './thumbnail-checks.ts';

const base: TextLayer = {
  text: 'Ring Road',
  weight: 'bold',
  maxSizePx: 140,
  fill: '#ffffff',
  placement: 'top-left',
  maxWidthShare: 0.7,
  maxLines: 2,
};

async function report(background: Background, layers: TextLayer[]) {
  const plain = await renderThumbnail({ background, layers: [] }, 'png');
  const composed = await renderThumbnail({ background, layers });
  return checkThumbnail({
    background: plain.image,
    layers: composed.layers.map((laidOut, i) => ({
      ...laidOut,
      fill: layers[i]!.fill,
      text: layers[i]!.text,
      ...(layers[i]!.box ? { boxColor: layers[i]!.box!.color } : {}),
    })),
    fileBytes: composed.image.length,
  });
}

const byId = (r: Awaited<ReturnType<typeof report>>, id: string) => r.checks.find((c) => c.id === id)!;

describe('thumbnail checks', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 0);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 1);
  });

  it('passes big, contrasting, short text clear of the duration badge', async () => {
    const r = await report({ kind: 'solid', color: '#0f172a' }, [base]);
    expect(r.checks.every((c) => c.passed)).toBe(true);
    expect(r.score).toBe(100);
    expect(byId(r, 'legibleSize').details.textPx).toBeGreaterThan(10);
  });

  it('flags low contrast, too many words, tiny text and the badge corner, each with its measurement', async () => {
    const r = await report({ kind: 'solid', color: '#f1f5f9' }, [
      {
        ...base,
        fill: '#e2e8f0',
        text: 'this title has far too many words to read at a glance',
        maxSizePx: 40,
        placement: 'bottom-center',
        maxWidthShare: 0.95,
        maxLines: 1,
      },
    ]);
    expect(byId(r, 'contrast')).toMatchObject({ passed: false });
    expect(byId(r, 'contrast').details.lowest).toBeLessThan(3);
    expect(byId(r, 'wordCount')).toMatchObject({ passed: false, details: { words: 12, max: 5 } });
    expect(byId(r, 'legibleSize').passed).toBe(false);
    expect(byId(r, 'durationBadge').passed).toBe(false);
    expect(r.score).toBeLessThan(50);
  });

  it('measures contrast against a layer box rather than the background behind it', async () => {
    const r = await report({ kind: 'solid', color: '#ffffff' }, [
      { ...base, fill: '#ffffff', box: { color: '#111827', paddingPx: 12 } },
    ]);
    expect(byId(r, 'contrast').passed).toBe(true);
  });
});
