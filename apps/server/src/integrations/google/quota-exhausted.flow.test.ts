// After Google answers quotaExceeded, the day counts as spent wherever quota is shown, even though the ledger
// counted less (Google's count is the one that matters), and nothing more is sent until the reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ConnectionList, ErrorBody, YoutubeStatus } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { ledgerMark } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('quota after Google said no', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
  });
  afterAll(() => t.close());

  const status = async () => YoutubeStatus.parse((await browser.get('/api/youtube/status')).json());

  it('shows the whole day as used once YouTube answered quotaExceeded', async () => {
    const before = await status();
    expect(before.quota.exhausted).toBe(false);
    expect(before.quota.usedToday).toBeLessThan(before.quota.dailyBudget);

    // Another app on the same Google project spent the day: Google refuses the next call.
    t.sandbox!.sandbox.control.setQuotaUsed(10_000, t.services.oauth.clientId);
    const [connection] = ConnectionList.parse(
      (await browser.get('/api/youtube-connections')).json(),
    ).connections;
    const refused = await browser.send('POST', `/api/youtube-connections/${connection!.id}/refresh`);
    expect(ErrorBody.parse(refused.json()).error).toBe('QUOTA_EXCEEDED');

    const after = await status();
    expect(after.quota.exhausted).toBe(true);
    expect(after.quota.usedToday).toBe(after.quota.dailyBudget);

    // And the ledger keeps its word: nothing more goes to Google today.
    const mark = ledgerMark(t);
    const again = await browser.send('POST', `/api/youtube-connections/${connection!.id}/refresh`);
    expect(ErrorBody.parse(again.json()).error).toBe('QUOTA_EXCEEDED');
    expect(mark.callsSince()).toEqual([]);
  });
});
