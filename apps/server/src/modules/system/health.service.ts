import type { Kysely } from 'kysely';
import type { HealthResponse } from '@vidcraft/contracts';
import { pingDatabase } from '../../db/ping.ts';
import type { Database } from '../../db/schema.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import type { MediaToolsStatus } from '../uploads/media/media-tools.ts';

const DATABASE_TIMEOUT_MS = 2000;

export class HealthService {
  private readonly deps: {
    db: Kysely<Database>;
    databaseKind: 'embedded' | 'postgres';
    jobs: JobEngine;
    startedAt: number;
    mediaTools: MediaToolsStatus;
  };
  constructor(deps: HealthService['deps']) {
    this.deps = deps;
  }

  async check(): Promise<HealthResponse> {
    const database = await this.pingDatabase();
    const jobsUp = this.deps.jobs.isRunning;
    const ok = database.status === 'up' && jobsUp;
    return {
      status: ok ? 'ok' : 'degraded',
      uptimeSeconds: Math.round((Date.now() - this.deps.startedAt) / 1000),
      database: { kind: this.deps.databaseKind, ...database },
      jobs: {
        status: jobsUp ? 'up' : 'down',
        workers: this.deps.jobs.runsWorkers,
        ...(jobsUp ? {} : { detail: 'The job engine is not running.' }),
      },
      // Missing media tools stop only the upload tool: reported, but the service stays healthy.
      mediaTools: this.deps.mediaTools.available
        ? { status: 'up' }
        : {
            status: 'down',
            detail: `Video analysis is unavailable: ${this.deps.mediaTools.missing
              .map((m) => `${m.name} (${m.reason})`)
              .join('; ')}. Install Debian's ffmpeg package.`,
          },
    };
  }

  private async pingDatabase(): Promise<{ status: 'up' | 'down'; detail?: string }> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(this.deps.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), DATABASE_TIMEOUT_MS);
        }),
      ]);
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', detail: `The database did not answer: ${(error as Error).message}` };
    } finally {
      clearTimeout(timer);
    }
  }
}
