import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ThumbnailDesign } from '@vidcraft/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDER_DEBOUNCE_MS, useThumbnailRender } from './use-thumbnail-render.ts';

const VIDEO = 'dQw4w9WgXcQ';
const design = (text: string): ThumbnailDesign => ({
  background: { kind: 'preset', preset: 'gradient', colors: ['#1d4ed8', '#0f172a'] },
  layers: [
    {
      text,
      weight: 'bold',
      maxSizePx: 140,
      fill: '#ffffff',
      placement: 'auto',
      maxWidthShare: 0.6,
      maxLines: 3,
    },
  ],
});
const answer = (text: string) => ({
  image: `data:image/jpeg;base64,${btoa(text)}`,
  bytes: text.length,
  report: { score: 100, checks: [] },
  layers: [],
});

/** The server: answers each render when the test says, and records whether its request was aborted. */
function slowServer() {
  const calls: Array<{ text: string; signal: AbortSignal; respond: () => void }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const body = JSON.parse(String(init.body)) as { design: ThumbnailDesign };
          const text = body.design.layers[0]?.text ?? '';
          const signal = init.signal as AbortSignal;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          calls.push({ text, signal, respond: () => resolve(new Response(JSON.stringify(answer(text)))) });
        }),
    ),
  );
  return calls;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the live render', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders the first design at once, then waits until the edits pause and renders only the last', async () => {
    vi.useFakeTimers();
    const calls = slowServer();
    const { result, rerender } = renderHook(({ d }) => useThumbnailRender(VIDEO, d), {
      wrapper,
      initialProps: { d: design('B') },
    });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((call) => call.text)).toEqual(['B']);
    for (const text of ['BE', 'BES', 'BEST']) {
      await act(() => vi.advanceTimersByTimeAsync(RENDER_DEBOUNCE_MS / 4));
      rerender({ d: design(text) });
    }
    expect(result.current.updating).toBe(true);
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(RENDER_DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['B', 'BEST']);
    // Nobody wants "B" any more: its request was aborted.
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('aborts a render that is no longer wanted and keeps the last image meanwhile', async () => {
    vi.useFakeTimers();
    const calls = slowServer();
    const { result, rerender } = renderHook(({ d }) => useThumbnailRender(VIDEO, d), {
      wrapper,
      initialProps: { d: design('ONE') },
    });
    await act(() => vi.advanceTimersByTimeAsync(1));
    calls[0]?.respond();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.query.data?.bytes).toBe(3);
    expect(result.current.updating).toBe(false);

    rerender({ d: design('TWO') });
    await act(() => vi.advanceTimersByTimeAsync(RENDER_DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['ONE', 'TWO']);
    rerender({ d: design('THREE') });
    await act(() => vi.advanceTimersByTimeAsync(RENDER_DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['ONE', 'TWO', 'THREE']);
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls[2]?.signal.aborted).toBe(false);
    // The image on screen is still the last one rendered, marked as being updated.
    expect(result.current.query.data?.bytes).toBe(3);
    expect(result.current.query.isPlaceholderData).toBe(true);
    expect(result.current.updating).toBe(true);

    calls[2]?.respond();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.query.data?.bytes).toBe(5);
    expect(result.current.updating).toBe(false);
  });
});
