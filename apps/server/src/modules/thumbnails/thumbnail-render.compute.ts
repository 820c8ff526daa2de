// One studio render, as a compute task (it runs on a compute thread, off the event loop): `auto` layers are
// placed where the picture is calmest, the thumbnail is drawn, and its checks are measured on the result —
// plus the promise check (numbers or claims on the thumbnail the title does not make) when the video is known.
import { checkPromise } from '@vidcraft/seo';
import {
  renderThumbnail,
  type Background,
  type LaidOutLayer,
  type Placement,
  type TextLayer,
} from './compositor.ts';
import {
  choosePlacements,
  MAX_PLACED_LAYERS,
  PLACEMENT_REGIONS,
  regionsOverlap,
  suggestPlacements,
} from './placement.ts';
import { checkThumbnail, type ThumbnailCheck, type ThumbnailReport } from './thumbnail-checks.ts';

export interface RenderDesignInput {
  background: Background;
  layers: (Omit<TextLayer, 'placement'> & { placement: Placement | 'auto' })[];
  /** The video's title, when the thumbnail is for a known video (the promise check's evidence). */
  title: string | null;
  language: string;
}

export interface RenderDesignOutput {
  image: Uint8Array;
  contentType: 'image/jpeg' | 'image/png';
  layers: (LaidOutLayer & { placement: Placement })[];
  report: Omit<ThumbnailReport, 'checks'> & {
    checks: (Omit<ThumbnailCheck, 'id' | 'details'> & {
      id: ThumbnailCheck['id'] | 'titlePromise';
      details: Record<string, number | string>;
    })[];
  };
}

/** The promise check's weight in the score when it applies (the others are rescaled to leave room). */
const PROMISE_WEIGHT = 15;

/** Structured cloning turns Buffers into plain Uint8Arrays on the way to a thread. */
function withBuffer(background: Background): Background {
  return background.kind === 'image'
    ? {
        ...background,
        image: Buffer.from(background.image.buffer, background.image.byteOffset, background.image.byteLength),
      }
    : background;
}

async function placeLayers(
  background: Background,
  layers: RenderDesignInput['layers'],
): Promise<TextLayer[]> {
  const automatic = layers.filter((layer) => layer.placement === 'auto').length;
  if (automatic === 0) return layers as TextLayer[];
  const fixed = layers.flatMap((layer) =>
    layer.placement === 'auto' ? [] : [PLACEMENT_REGIONS[layer.placement]],
  );
  const { ranking } = await suggestPlacements(background, Math.min(automatic, MAX_PLACED_LAYERS));
  // Positions a person chose are kept; automatic ones go to the calmest regions clear of them.
  const free = ranking.filter(
    (r) => !fixed.some((box) => regionsOverlap(PLACEMENT_REGIONS[r.placement], box)),
  );
  const chosen = choosePlacements(free.length ? free : ranking, automatic);
  let next = 0;
  return layers.map((layer) =>
    layer.placement === 'auto'
      ? { ...layer, placement: chosen[next++] ?? chosen[0] ?? 'top-left' }
      : (layer as TextLayer),
  );
}

function promiseCheck(
  title: string,
  thumbnailText: string,
  language: string,
): { id: 'titlePromise'; passed: boolean; details: Record<string, number | string> } {
  const issues = checkPromise({ title: '', thumbnailText, transcript: title, language });
  const first = issues[0];
  return {
    id: 'titlePromise' as const,
    passed: issues.length === 0,
    details: first ? { issues: issues.length, claim: first.claim, kind: first.kind } : { issues: 0 },
  };
}

export async function renderDesign(input: RenderDesignInput): Promise<RenderDesignOutput> {
  const background = withBuffer(input.background);
  const layers = await placeLayers(background, input.layers);
  const backdrop = await renderThumbnail({ background, layers: [] });
  const result = await renderThumbnail({ background, layers });
  const report = await checkThumbnail({
    background: backdrop.image,
    layers: result.layers.map((laid, index) => ({
      ...laid,
      fill: layers[index]!.fill,
      text: layers[index]!.text,
      ...(layers[index]!.box ? { boxColor: layers[index]!.box!.color } : {}),
    })),
    fileBytes: result.image.length,
  });
  let checks: RenderDesignOutput['report']['checks'] = report.checks;
  let score = report.score;
  const text = layers.map((layer) => layer.text).join(' ');
  if (input.title !== null && text.trim()) {
    const promise = promiseCheck(input.title, text, input.language);
    checks = [...checks, promise];
    score = Math.round(score * ((100 - PROMISE_WEIGHT) / 100)) + (promise.passed ? PROMISE_WEIGHT : 0);
  }
  return {
    image: result.image,
    contentType: result.contentType,
    layers: result.layers.map((laid, index) => ({ ...laid, placement: layers[index]!.placement })),
    report: { score, checks },
  };
}
