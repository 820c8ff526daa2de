import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ErrorBody, JobRunView } from '@vidcraft/contracts';
import { createTestApp, insertTestUser, type TestApp } from '../../test/test-app.ts';
import type { JobCatalogue } from './job-catalogue.ts';

const catalogue = {
  'test-stream': { input: z.object({}), steps: ['one', 'two'], maxAttempts: 1 },
} satisfies JobCatalogue;

describe('job status routes', () => {
  let t: TestApp<typeof catalogue>;
  let base: string;
  let releaseStep: (() => void) | undefined;
  let OWNER: string;
  let STRANGER: string;
  beforeAll(async () => {
    t = await createTestApp({
      catalogue,
      handlers: (registry) =>
        registry.handle('test-stream', async (ctx) => {
          await ctx.step('one');
          await new Promise<void>((resolve) => (releaseStep = resolve));
          await ctx.step('two');
          await ctx.progress(75);
          return { done: true };
        }),
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    OWNER = await insertTestUser(t.database, 'Owner');
    STRANGER = await insertTestUser(t.database, 'Stranger');
  });
  afterAll(() => t.close());

  it('streams progress to the owner until the job ends', async () => {
    const run = await t.jobs.enqueue('test-stream', {}, { ownerUserId: OWNER });
    const res = await fetch(`${base}/api/jobs/${run.id}/events`, { headers: { 'x-test-user-id': OWNER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const views: JobRunView[] = [];
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body!) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = message.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const view = JobRunView.parse(JSON.parse(data.slice(6)));
        views.push(view);
        if (view.currentStep === 'one' && releaseStep) {
          releaseStep();
          releaseStep = undefined;
        }
      }
    }
    const last = views.at(-1)!;
    expect(last.status).toBe('succeeded');
    expect(last.progress).toBe(100);
    expect(last.result).toEqual({ done: true });
    expect(views.some((v) => v.currentStep === 'two' && v.steps[0]!.status === 'completed')).toBe(true);
  });

  it('shows the run to its owner only', async () => {
    const run = await t.jobs.enqueue('test-stream', {}, { ownerUserId: OWNER });
    const mine = await t.app.inject({ url: `/api/jobs/${run.id}`, headers: { 'x-test-user-id': OWNER } });
    expect(mine.statusCode).toBe(200);
    expect(JobRunView.parse(mine.json()).id).toBe(run.id);
    for (const url of [`/api/jobs/${run.id}`, `/api/jobs/${run.id}/events`]) {
      const other = await t.app.inject({ url, headers: { 'x-test-user-id': STRANGER } });
      expect(other.statusCode).toBe(404);
      expect(ErrorBody.parse(other.json()).error).toBe('NOT_FOUND');
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(ErrorBody.parse(anonymous.json()).error).toBe('UNAUTHENTICATED');
    }
    // Let the run finish, once its handler is waiting (on a busy machine it may not have started yet); a run left
    // waiting would hold the engine's shutdown, and the file's teardown, open.
    await vi.waitFor(() => expect(releaseStep).toBeDefined(), { timeout: 30_000 });
    releaseStep!();
    releaseStep = undefined;
  });
});
