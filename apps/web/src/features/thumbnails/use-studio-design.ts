// The design being edited for one video: restored from this tab's session storage (a reload, the trip to
// Google), else started from the video's current thumbnail; every change is kept again. Layers get ids here.
import { useCallback, useEffect, useState } from 'react';
import { randomUuid } from '../../lib/uuid.ts';
import { initialDesign, newLayer, type LayerDraft, type StudioDesign } from './design.ts';
import { readDesign, writeDesign } from './design-storage.ts';

export const MAX_LAYERS = 3;

interface Options {
  videoId: string;
  hasCurrentThumbnail: boolean;
  firstPreset: { id: string; colors: string[] } | undefined;
}

export function useStudioDesign({ videoId, hasCurrentThumbnail, firstPreset }: Options) {
  const [state, setState] = useState(() => {
    const stored = readDesign(videoId);
    return {
      design: stored?.design ?? initialDesign(hasCurrentThumbnail, firstPreset, randomUuid()),
      /** The user left for Google from the upload step. */
      resumeUpload: stored?.resumeUpload === true,
    };
  });
  const { design } = state;

  useEffect(() => {
    writeDesign(videoId, { design: state.design, ...(state.resumeUpload ? { resumeUpload: true } : {}) });
  }, [videoId, state]);

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
    () => writeDesign(videoId, { design: state.design, resumeUpload: true }),
    [videoId, state.design],
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
