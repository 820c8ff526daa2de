// A job's owner reads its status, or follows it live as server-sent events until it ends.
import type { FastifyInstance } from 'fastify';
import { jobRoutes, JobRunView, TERMINAL_JOB_STATUSES } from '@vidcraft/contracts';
import { contractRoute } from '../http/contract-route.ts';
import { requireActor } from '../http/actor.ts';
import { notFound } from '../http/app-error.ts';
import { toJobRunView } from './job-events.ts';
import type { JobEngine } from './job-engine.ts';

/** Other processes may run the job: the stream re-reads the row this often to catch their updates. */
const POLL_MS = 1000;
const KEEPALIVE_MS = 15_000;

export function registerJobRoutes(app: FastifyInstance, deps: { jobs: JobEngine }): void {
  const { jobs } = deps;
  // Open streams end when the server closes (they would hold it open); EventSource reconnects, to another instance.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of streams) close();
  });

  contractRoute(app, jobRoutes.get, async ({ params, request }) => {
    const actor = requireActor(request);
    const run = await jobs.findForOwner(params.id, actor.userId);
    if (!run) throw notFound('The job');
    return toJobRunView(run);
  });

  contractRoute(app, jobRoutes.events, async ({ params, request, reply }) => {
    const actor = requireActor(request);
    const run = await jobs.findForOwner(params.id, actor.userId);
    if (!run) throw notFound('The job');

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let lastSent = '';
    let closed = false;
    const cleanups: (() => void)[] = [];
    const close = () => {
      if (closed) return;
      closed = true;
      streams.delete(close);
      for (const cleanup of cleanups) cleanup();
      res.end();
    };
    streams.add(close);
    const emit = (view: JobRunView) => {
      if (closed || view.updatedAt + view.status + view.progress === lastSent) return;
      lastSent = view.updatedAt + view.status + view.progress;
      // Checked against the contract like every JSON answer, which the web app then trusts (decision 055).
      const checked = JobRunView.safeParse(view);
      if (!checked.success) {
        request.log.error({ err: checked.error, jobId: view.id }, 'job event does not match its contract');
        close();
        return;
      }
      res.write(`event: progress\nid: ${view.updatedAt}\ndata: ${JSON.stringify(checked.data)}\n\n`);
      if (TERMINAL_JOB_STATUSES.includes(view.status)) close();
    };

    cleanups.push(
      jobs.follow(run.id, emit, {
        pollMs: POLL_MS,
        onError: (error) => request.log.warn({ err: error }, 'job stream poll failed'),
      }),
    );
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    cleanups.push(() => clearInterval(keepalive));
    request.raw.on('close', close);
    emit(toJobRunView(run));
    return reply;
  });
}
