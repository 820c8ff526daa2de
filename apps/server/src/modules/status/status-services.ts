// The status page's services, composed once per app (app.ts): the cached public status and the incident notes,
// whose writes drop that cache.
import type { Kysely } from 'kysely';
import type { StatusResponse } from '@vidcraft/contracts';
import type { Database } from '../../db/schema.ts';
import type { AuditLogRepo } from '../admin/audit-log.repo.ts';
import { IncidentsRepo } from './incidents.repo.ts';
import { IncidentsService } from './incidents.service.ts';
import { StatusQueuesRepo } from './status-queues.repo.ts';
import { StatusService, type StatusDeps } from './status.service.ts';

/** The engine kinds and the provider configured for each, from the config (names only, never keys or URLs). */
export function configuredEngines(config: {
  ai: { provider: string } | null;
  images: { provider: string } | null;
  translation: { provider: string } | null;
  transcription: { provider: string } | null;
}): StatusResponse['engines'] {
  return [
    { kind: 'text', provider: config.ai?.provider ?? null },
    { kind: 'image', provider: config.images?.provider ?? null },
    { kind: 'translation', provider: config.translation?.provider ?? null },
    { kind: 'transcription', provider: config.transcription?.provider ?? null },
  ];
}

export function createStatusServices(
  deps: Omit<StatusDeps, 'queues' | 'incidents'> & { audit: AuditLogRepo; db: Kysely<Database> },
) {
  const repo = new IncidentsRepo(deps.db);
  const status = new StatusService({ ...deps, queues: new StatusQueuesRepo(deps.db), incidents: repo });
  const incidents = new IncidentsService({
    repo,
    audit: deps.audit,
    changed: () => status.invalidate(),
    now: deps.now,
  });
  return { status, incidents };
}
