// The background the studio was opened with (`?background=<assetId>`, e.g. an upload's frame kept for the studio):
// one of the creator's own backgrounds, else nothing (an id that is not one of them is ignored quietly). Once the
// studio has started from it, the parameter leaves the address, so a reload keeps the design as edited since.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { assetBackground, type BackgroundChoice } from './design.ts';
import { STUDIO_PARAMS } from './studio-link.tsx';
import { useBackgrounds } from './use-backgrounds.ts';

export interface StartBackground {
  /** The list of backgrounds is still coming (only when one was asked for). */
  pending: boolean;
  background: BackgroundChoice | null;
}

export function useStartBackground(): StartBackground & { consume: () => void } {
  const [params, setParams] = useSearchParams();
  const id = params.get(STUDIO_PARAMS.background);
  const backgrounds = useBackgrounds(id !== null);
  const found = id === null ? undefined : backgrounds.data?.find((asset) => asset.id === id);
  // A list from before the frame was kept may be in the cache: wait for the fresh one before giving up on the id.
  const pending = id !== null && !found && (backgrounds.isPending || backgrounds.isFetching);
  const consume = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(STUDIO_PARAMS.background);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    pending,
    background: found ? assetBackground(found) : null,
    consume: id === null ? noop : consume,
  };
}

function noop() {}

/** Takes `?background=` out of the address once the workspace has started from it (`ready`: it is showing). */
export function useConsumeStartBackground(consume: () => void, ready: boolean) {
  useEffect(() => {
    if (ready) consume();
  }, [ready, consume]);
}
