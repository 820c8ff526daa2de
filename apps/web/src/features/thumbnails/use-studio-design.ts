// The design being edited for one video (or one upload, before it is on YouTube): restored from this tab's
// session storage (a reload, the trip to Google), else started from the video's current thumbnail; a background
// the studio was opened with (`?background=`, e.g. an upload's frame) replaces the one it would start with, the
// text kept. Every change is kept again. Layers get ids here.
import { useCallback, useEffect, useState } from 'react';
import { randomUuid } from '../../lib/uuid.ts';
import {
  initialDesign,
  newLayer,
  type BackgroundChoice,
  type LayerDraft,
  type StudioDesign,
} from './design.ts';
import { readDesign, writeDesign, type StoredDesign } from './design-storage.ts';

export const MAX_LAYERS = 3;

interface Start {
  /** False when designing for no YouTube video: there is no current thumbnail to start from. */
  hasVideo: boolean;
  hasCurrentThumbnail: boolean;
  firstPreset: { id: string; colors: string[] } | undefined;
  /** The background the studio was opened with, or null. */
  startBackground: BackgroundChoice | null;
}

/** The design the studio opens with: the stored one (its background replaced by `startBackground`), else a new one. */
export function startingDesign(stored: StoredDesign | null, start: Start, layerId: string): StudioDesign {
  const fresh = initialDesign(start.hasVideo && start.hasCurrentThumbnail, start.firstPreset, layerId);
  const design = stored?.design ?? fresh;
  if (start.startBackground) return { ...design, background: start.startBackground };
  // Without a video a stored "current thumbnail" means nothing (only a hand-edited storage has one).
  if (!start.hasVideo && design.background.kind === 'current')
    return { ...design, background: fresh.background };
  return design;
}

interface Options extends Start {
  /** Where the design is kept: the video's id, or `upload:<id>` for an upload. */
  designKey: string;
}

export function useStudioDesign({ designKey, ...start }: Options) {
  const [state, setState] = useState(() => {
    const stored = readDesign(designKey);
    return {
      design: startingDesign(stored, start, randomUuid()),
      /** The user left for Google from the upload step. */
      resumeUpload: stored?.resumeUpload === true,
    };
  });
  const { design } = state;

  useEffect(() => {
    writeDesign(designKey, { design: state.design, ...(state.resumeUpload ? { resumeUpload: true } : {}) });
  }, [designKey, state]);

  const setDesign = useCallback(
    (next: StudioDesign | ((previous: StudioDesign) => StudioDesign)) =>
      setState((previous) => ({
        ...previous,
        design: typeof next === 'function' ? next(previous.design) : next,
      })),
    [],
  );

  const updateLayer = useCallback(
    (id: string, patch: Partial<LayerDraft>) =>
      setDesign((previous) => ({
        ...previous,
        layers: previous.layers.map((layer) => (layer.id === id ? { ...layer, ...patch } : layer)),
      })),
    [setDesign],
  );

  const addLayer = useCallback(
    () =>
      setDesign((previous) =>
        previous.layers.length >= MAX_LAYERS
          ? previous
          : { ...previous, layers: [...previous.layers, newLayer(randomUuid(), previous.layers.length)] },
      ),
    [setDesign],
  );

  const removeLayer = useCallback(
    (id: string) =>
      setDesign((previous) => ({ ...previous, layers: previous.layers.filter((layer) => layer.id !== id) })),
    [setDesign],
  );

  /** The upload step reopened after the trip to Google: forget that it should. */
  const resumed = useCallback(() => setState((previous) => ({ ...previous, resumeUpload: false })), []);

  /** Leaving for Google from the upload step: kept now (the page is about to go), reopened on return. */
  const keepForReturn = useCallback(
    () => writeDesign(designKey, { design: state.design, resumeUpload: true }),
    [designKey, state.design],
  );

  return {
    design,
    resumeUpload: state.resumeUpload,
    setDesign,
    updateLayer,
    addLayer,
    removeLayer,
    resumed,
    keepForReturn,
  };
}
