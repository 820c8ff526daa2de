import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { JobRunView } from '@vidcraft/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProcessingOverlay } from '../../components/processing-overlay/processing-overlay-context.ts';
import { ProcessingOverlayProvider } from '../../components/processing-overlay/processing-overlay-provider.tsx';
import { englishI18n } from '../../test/english-i18n.ts';
import { jobToOverlay } from './job-to-overlay.ts';
import { createAiTaskStore } from '../../components/ai-generation/ai-task-store.ts';
import { setBearerCredentials } from '../../lib/api-credentials.ts';
import { AI_OVERLAY_MIN_MS, aiDisplay, jobEventsPath, useJobProgress } from './use-job-progress.ts';

const JOB_ID = '6f1c9a52-3d2b-4b8e-9a0e-2a4f8a1b7c11';

function run(patch: Partial<JobRunView>): JobRunView {
  return {
    id: JOB_ID,
    kind: 'sync-channel',
    status: 'running',
    steps: [
      { id: 'initializing', status: 'completed' },
      { id: 'analyzing', status: 'current', description: 'Reading captions' },
      { id: 'completed', status: 'pending' },
    ],
    currentStep: 'analyzing',
    progress: 40,
    message: null,
    error: null,
    resumeAt: null,
    result: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:01.000Z',
    finishedAt: null,
    ...patch,
  };
}

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

const i18n = englishI18n();
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <ProcessingOverlayProvider>{children}</ProcessingOverlayProvider>
  </I18nextProvider>
);

describe('job progress', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('maps a run onto the overlay', () => {
    expect(jobToOverlay(run({}), 'cancelled')).toMatchObject({
      status: 'loading',
      currentStep: 'analyzing',
      progress: 40,
      currentStepDescription: 'Reading captions',
    });
    expect(jobToOverlay(run({ status: 'succeeded', progress: 90 }), 'x')).toMatchObject({
      status: 'success',
      currentStep: 'completed',
      progress: 100,
    });
    expect(
      jobToOverlay(
        run({ status: 'failed', error: { code: 'QUOTA_EXCEEDED', message: 'Quota used up' } }),
        'x',
      ),
    ).toMatchObject({ status: 'error', description: 'Quota used up' });
    expect(
      jobToOverlay(
        run({
          status: 'paused',
          error: { code: 'QUOTA_EXCEEDED', message: 'Quota used up; continues after the reset.' },
          resumeAt: '2026-11-22T08:05:00.000Z',
        }),
        'x',
      ),
    ).toMatchObject({ status: 'error', description: 'Quota used up; continues after the reset.' });
    expect(jobToOverlay(run({ status: 'cancelled' }), 'The job was cancelled.').description).toBe(
      'The job was cancelled.',
    );
  });

  it('labels a step in the job’s own words where the shared label would mislead', () => {
    const overlay = jobToOverlay(run({}), 'x', {
      completed: { label: 'Uploading the captions', description: 'The transcript as captions…' },
    });
    expect(overlay.steps).toEqual([
      { id: 'initializing' },
      { id: 'analyzing', description: 'Reading captions' },
      { id: 'completed', label: 'Uploading the captions', description: 'The transcript as captions…' },
    ]);
  });

  it('follows the event stream, drives the overlay and closes the stream when the run ends', () => {
    const onFinished = vi.fn();
    const { result } = renderHook(
      () => ({
        progress: useJobProgress(JOB_ID, { title: 'Syncing', onFinished }),
        overlay: useProcessingOverlay(),
      }),
      { wrapper },
    );
    const source = FakeEventSource.last;
    expect(source?.url).toBe(jobEventsPath(JOB_ID));
    expect(jobEventsPath(JOB_ID)).toBe(`/api/jobs/${JOB_ID}/events`);
    expect(result.current.overlay.state).toMatchObject({ open: true, title: 'Syncing', status: 'loading' });

    act(() => source?.emit('progress', JSON.stringify(run({ progress: 55 }))));
    expect(result.current.overlay.state).toMatchObject({ progress: 55, currentStep: 'analyzing' });
    expect(result.current.progress.job?.progress).toBe(55);

    act(() => source?.emit('progress', 'not json'));
    expect(result.current.progress.job?.progress).toBe(55);

    act(() => source?.emit('progress', JSON.stringify(run({ status: 'succeeded', progress: 100 }))));
    expect(result.current.overlay.state.status).toBe('success');
    expect(source?.closed).toBe(true);
    expect(onFinished).toHaveBeenCalledOnce();
  });

  it('reports a stream the server closed as an error', () => {
    const { result } = renderHook(
      () => ({ progress: useJobProgress(JOB_ID, { title: 'Syncing' }), overlay: useProcessingOverlay() }),
      { wrapper },
    );
    const source = FakeEventSource.last;
    act(() => {
      source?.close();
      source?.emit('error');
    });
    expect(result.current.progress.connectionLost).toBe(true);
    expect(result.current.overlay.state.status).toBe('error');
  });

  it("with overlay 'none', follows the run without opening any overlay (several runs side by side)", () => {
    const { result } = renderHook(
      () => ({
        progress: useJobProgress(JOB_ID, { title: 'Translating', overlay: 'none' }),
        overlay: useProcessingOverlay(),
      }),
      { wrapper },
    );
    const source = FakeEventSource.last;
    act(() => source?.emit('progress', JSON.stringify(run({ progress: 30 }))));
    expect(result.current.progress.job?.progress).toBe(30);
    expect(result.current.overlay.state.open).toBe(false);
    act(() => {
      source?.close();
      source?.emit('error');
    });
    expect(result.current.progress.connectionLost).toBe(true);
    expect(result.current.overlay.state.open).toBe(false);
  });

  it('in the native shell, follows the stream on the mobile API origin through the bearer stream', () => {
    FakeEventSource.last = null;
    const opened: string[] = [];
    let nativeSource: FakeEventSource | null = null;
    setBearerCredentials({
      apiBaseUrl: 'https://api.vidcraft.test',
      authorization: async () => 'Bearer tok',
      forget: async () => undefined,
      openEventSource: (url) => {
        opened.push(url);
        nativeSource = Object.create(FakeEventSource.prototype) as FakeEventSource;
        Object.assign(nativeSource, { readyState: 1, closed: false, listeners: new Map(), url });
        return nativeSource;
      },
    });
    try {
      const { result, unmount } = renderHook(
        () => useJobProgress(JOB_ID, { title: 'Syncing', overlay: 'none' }),
        { wrapper },
      );
      // Not the browser's EventSource (it cannot send the token): the native stream, on the API origin.
      expect(FakeEventSource.last).toBeNull();
      expect(opened).toEqual([`https://api.vidcraft.test/api/jobs/${JOB_ID}/events`]);
      const source = nativeSource as FakeEventSource | null;
      act(() => source?.emit('progress', JSON.stringify(run({ progress: 70 }))));
      expect(result.current.job?.progress).toBe(70);
      act(() => {
        source?.close();
        source?.emit('error');
      });
      expect(result.current.connectionLost).toBe(true);
      unmount();
    } finally {
      setBearerCredentials(null);
    }
  });

  it('does nothing without a job id and closes the stream on unmount', () => {
    FakeEventSource.last = null;
    renderHook(() => useJobProgress(null, { title: 'x' }), { wrapper });
    expect(FakeEventSource.last).toBeNull();
    const { unmount } = renderHook(() => useJobProgress(JOB_ID, { title: 'x' }), { wrapper });
    const source = FakeEventSource.last as FakeEventSource | null;
    unmount();
    expect(source?.closed).toBe(true);
  });

  it('shows a generation job in the AI overlay, steps included, for at least a moment', () => {
    vi.useFakeTimers();
    const store = createAiTaskStore();
    let clock = 1_000;
    const display = aiDisplay(store, JOB_ID, { title: 'Preparing suggestions', overlay: 'ai' }, () => clock);
    display.start();
    expect(store.get()).toMatchObject({ taskIds: [JOB_ID], title: 'Preparing suggestions' });
    display.progress(run({ currentStep: 'analyzing', progress: 40 }));
    expect(store.get()).toMatchObject({ currentStep: 'analyzing', progress: 40 });
    expect(store.get().steps.map((step) => step.status)).toEqual(['completed', 'current', 'pending']);
    clock += 100;
    display.progress(run({ status: 'succeeded', progress: 100 }));
    display.stop();
    expect(store.get().steps.every((step) => step.status === 'completed')).toBe(true);
    vi.advanceTimersByTime(AI_OVERLAY_MIN_MS - 150);
    expect(store.get().taskIds).toEqual([JOB_ID]);
    vi.advanceTimersByTime(100);
    expect(store.get().taskIds).toEqual([]);
    vi.useRealTimers();
  });

  it('closes the AI overlay at once when following stops before the end', () => {
    const store = createAiTaskStore();
    const display = aiDisplay(store, JOB_ID, { title: 'x', overlay: 'ai' });
    display.start();
    display.stop();
    expect(store.get().taskIds).toEqual([]);
  });
});
