import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydrationFinished, markHydrationStarted, useHydrated } from './use-hydrated.ts';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  afterEach(() => {
    markHydrationFinished();
    document.body.innerHTML = '';
  });

  it('is true at once for a component first rendered in the browser', async () => {
    const seen: boolean[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<Probe seen={seen} />));
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('browser');
    root.unmount();
  });

  it('matches the prerendered HTML while hydrating, then turns true without a mismatch', async () => {
    const prerendered: boolean[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    vi.stubGlobal('window', undefined);
    container.innerHTML = renderToString(<Probe seen={prerendered} />);
    vi.unstubAllGlobals();
    expect(prerendered).toEqual([false]);
    expect(container.textContent).toBe('prerendered');

    const seen: boolean[] = [];
    const recoverable = vi.fn();
    markHydrationStarted();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');
    expect(recoverable).not.toHaveBeenCalled();

    markHydrationFinished();
    const later: boolean[] = [];
    const other = document.body.appendChild(document.createElement('div'));
    const otherRoot = createRoot(other);
    await act(async () => otherRoot.render(<Probe seen={later} />));
    expect(later).toEqual([true]);
    otherRoot.unmount();
    root?.unmount();
  });
});
