// The upload of one file as React state: bytes acknowledged, the speed over the last seconds, pause, resume and
// cancel, and the failure in words the page can show. Leaving the page pauses it (the server keeps what arrived,
// and choosing the same file again continues from there).
import { useCallback, useEffect, useRef, useState } from 'react';
import { SpeedMeter } from './transfer-speed.ts';
import { startTransfer, type TransferFailure, type TransferHandle } from './tus-upload.ts';

export type TransferPhase = 'idle' | 'starting' | 'uploading' | 'paused' | 'failed' | 'done';

export interface TransferState {
  phase: TransferPhase;
  fileName: string;
  sent: number;
  total: number;
  bytesPerSecond: number | null;
  failure: TransferFailure | null;
  /** The server's id for the upload, once every byte has arrived. */
  uploadId: string | null;
}

export const IDLE_TRANSFER: TransferState = {
  phase: 'idle',
  fileName: '',
  sent: 0,
  total: 0,
  bytesPerSecond: null,
  failure: null,
  uploadId: null,
};

/** Progress re-renders at most this often (tus reports every few kilobytes). */
export const PROGRESS_RENDER_MS = 250;

export function useTusUpload() {
  const [state, setState] = useState<TransferState>(IDLE_TRANSFER);
  const handle = useRef<TransferHandle | null>(null);
  const meter = useRef(new SpeedMeter());
  const lastRender = useRef(0);

  const start = useCallback(async (file: File, onDone: (uploadId: string) => void) => {
    meter.current.reset();
    lastRender.current = 0;
    setState({ ...IDLE_TRANSFER, phase: 'starting', fileName: file.name, total: file.size });
    handle.current = await startTransfer(file, {
      onProgress: (sent, total) => {
        const now = performance.now();
        meter.current.add(sent, now);
        if (sent < total && now - lastRender.current < PROGRESS_RENDER_MS) return;
        lastRender.current = now;
        const bytesPerSecond = meter.current.bytesPerSecond();
        setState((current) =>
          current.phase === 'paused' || current.phase === 'idle'
            ? current
            : { ...current, phase: 'uploading', sent, total, bytesPerSecond, failure: null },
        );
      },
      onSuccess: (uploadId) => {
        setState((current) => ({ ...current, phase: 'done', sent: current.total, uploadId }));
        onDone(uploadId);
      },
      onError: (failure) => setState((current) => ({ ...current, phase: 'failed', failure })),
    });
  }, []);

  const pause = useCallback(() => {
    setState((current) => ({ ...current, phase: 'paused', bytesPerSecond: null }));
    void handle.current?.pause();
  }, []);

  const resume = useCallback(() => {
    meter.current.reset();
    setState((current) => ({ ...current, phase: 'uploading', failure: null, bytesPerSecond: null }));
    handle.current?.resume();
  }, []);

  const cancel = useCallback(() => {
    const current = handle.current;
    handle.current = null;
    setState(IDLE_TRANSFER);
    void current?.cancel();
  }, []);

  /** After the draft was made: nothing is left to resume. */
  const finish = useCallback(() => {
    const current = handle.current;
    handle.current = null;
    void current?.forget();
  }, []);

  const reset = useCallback(() => setState(IDLE_TRANSFER), []);

  useEffect(
    () => () => {
      void handle.current?.pause();
    },
    [],
  );

  return { state, start, pause, resume, cancel, finish, reset };
}
