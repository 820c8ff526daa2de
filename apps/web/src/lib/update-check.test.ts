import type { VersionInfo } from '@vidcraft/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissVersion, FIRST_RECHECK_MS, PERIODIC_CHECK_MS, startUpdateChecks } from './update-check.ts';

const build = (commit: string): VersionInfo => ({
  version: '0.1.0',
  buildTime: '2026-11-21T00:00:00Z',
  commit,
  branch: 'main',
  environment: 'production',
  description: 'test',
});

describe('update checks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('takes the first answer as the baseline and reports a newer build', async () => {
    const answers = [build('a'), build('b')];
    const onUpdate = vi.fn();
    const stop = startUpdateChecks({ onUpdate, fetchVersion: async () => answers.shift() ?? build('b') });
    await vi.advanceTimersByTimeAsync(0);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FIRST_RECHECK_MS);
    expect(onUpdate).toHaveBeenCalledWith(build('b'));
    stop();
  });

  it('does not notify again once the version is dismissed', async () => {
    const answers = [build('a')];
    const onUpdate = vi.fn((latest: VersionInfo) => dismissVersion(latest));
    const stop = startUpdateChecks({ onUpdate, fetchVersion: async () => answers.shift() ?? build('b') });
    await vi.advanceTimersByTimeAsync(FIRST_RECHECK_MS);
    await vi.advanceTimersByTimeAsync(3 * PERIODIC_CHECK_MS);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not notify about a dismissed version', async () => {
    dismissVersion(build('b'));
    const answers = [build('a'), build('b')];
    const onUpdate = vi.fn();
    const stop = startUpdateChecks({ onUpdate, fetchVersion: async () => answers.shift() ?? build('b') });
    await vi.advanceTimersByTimeAsync(FIRST_RECHECK_MS);
    expect(onUpdate).not.toHaveBeenCalled();
    stop();
  });
});
