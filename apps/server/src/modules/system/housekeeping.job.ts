// Scheduled housekeeping: applies every retention rule and reports what each removed, and closes publishes a
// crash interrupted (read back from YouTube, never re-sent).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { RetentionRegistry } from './retention-registry.ts';

export function createHousekeepingHandler(deps: {
  db: Kysely<Database>;
  retention: RetentionRegistry;
  reconcilePublishes?: () => Promise<number>;
  /** Uploaded video files past their retention, and uploads never finished or never claimed. */
  purgeUploads?: () => Promise<Record<string, number>>;
  now?: () => Date;
}): JobHandler<'housekeeping'> {
  return async (ctx) => {
    await ctx.step('purging');
    const rules = deps.retention.list();
    const purged: Record<string, number> = {};
    for (const [index, rule] of rules.entries()) {
      purged[rule.name] = await rule.purge(deps.db, deps.now?.() ?? new Date());
      await ctx.progress(((index + 1) / rules.length) * 100, rule.name);
    }
    const reconciled = deps.reconcilePublishes
      ? { publishesReconciled: await deps.reconcilePublishes() }
      : {};
    const uploads = deps.purgeUploads ? { uploads: await deps.purgeUploads() } : {};
    ctx.log.info({ purged, ...reconciled, ...uploads }, 'housekeeping done');
    return { purged, ...reconciled, ...uploads };
  };
}
