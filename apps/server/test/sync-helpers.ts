// Helpers for sync tests: run a sync through the HTTP API and wait for its run to end, and read what the
// Google sandbox charged between two points of its ledger.
import type { JobRunView } from '@vidcraft/contracts';
import { SyncStatus } from '@vidcraft/contracts';
import type { TestBrowser } from './browser.ts';
import { eventually, type TestApp } from './test-app.ts';

export async function waitForSync(
  browser: TestBrowser,
  connectionId?: string,
  timeoutMs = 90_000,
): Promise<JobRunView> {
  const query = connectionId ? `?connectionId=${connectionId}` : '';
  return eventually(async () => {
    const status = SyncStatus.parse((await browser.get(`/api/youtube/sync-progress${query}`)).json());
    return status.run && ['succeeded', 'failed', 'paused'].includes(status.run.status)
      ? status.run
      : undefined;
  }, timeoutMs);
}

export async function runSync(browser: TestBrowser, mode: 'full' | 'incremental', connectionId?: string) {
  const path = mode === 'full' ? '/api/youtube/sync-channel-manual' : '/api/youtube/sync-videos-manual';
  const started = await browser.send('POST', path, connectionId ? { connectionId } : {});
  if (started.statusCode !== 202)
    throw new Error(`Sync start answered ${started.statusCode}: ${started.body}`);
  const runId = (started.json() as { run: { id: string } }).run.id;
  return eventually(async () => {
    const status = SyncStatus.parse(
      (
        await browser.get(`/api/youtube/sync-progress${connectionId ? `?connectionId=${connectionId}` : ''}`)
      ).json(),
    );
    return status.run?.id === runId && ['succeeded', 'failed', 'paused'].includes(status.run.status)
      ? status.run
      : undefined;
  }, 90_000);
}

/** A mark in the sandbox's request ledger; `unitsSince` sums what was charged after it. */
export function ledgerMark(t: Pick<TestApp<never>, 'sandbox'>) {
  const control = t.sandbox!.sandbox.control;
  const entries = control.requestLog({ limit: 1000 });
  const seq = entries.at(-1)?.seq ?? 0;
  return {
    unitsSince(): number {
      return control.requestLog({ sinceSeq: seq, limit: 1000 }).reduce((sum, e) => sum + e.units, 0);
    },
    callsSince() {
      return control.requestLog({ sinceSeq: seq, limit: 1000 }).map((e) => e.method);
    },
  };
}
