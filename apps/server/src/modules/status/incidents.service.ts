// Incident notes as admins post them: create (once per idempotency key), change status, text or severity,
// resolve, delete. Every write is in the admin audit log, in the same transaction as the change, and drops the
// status cache so the public page shows it at its next refresh.
import type { CreateIncidentBody, Incident, UpdateIncidentBody } from '@vidcraft/contracts';
import type { IncidentRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuditLogRepo } from '../admin/audit-log.repo.ts';
import type { IncidentChange, IncidentsRepo } from './incidents.repo.ts';

export interface IncidentActor {
  userId: string;
}

export function presentIncident(row: IncidentRow): Incident {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    severity: row.severity,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a note: its public fields, not its key. */
const auditView = (row: IncidentRow) => ({
  title: row.title,
  body: row.body,
  severity: row.severity,
  status: row.status,
  resolvedAt: row.resolved_at?.toISOString() ?? null,
});

export class IncidentsService {
  private readonly deps: { repo: IncidentsRepo; audit: AuditLogRepo; changed: () => void; now: () => Date };
  constructor(deps: IncidentsService['deps']) {
    this.deps = deps;
  }

  async list(): Promise<Incident[]> {
    return (await this.deps.repo.listAll()).map(presentIncident);
  }

  async create(
    actor: IncidentActor,
    input: CreateIncidentBody,
  ): Promise<{ incident: Incident; created: boolean }> {
    const { repo, audit } = this.deps;
    const result = await repo.transaction(async (trx) => {
      const saved = await repo.insertOnce(trx, {
        title: input.title,
        body: input.body,
        severity: input.severity,
        authorUserId: actor.userId,
        idempotencyKey: input.idempotencyKey,
      });
      if (saved.created) {
        await audit.record(trx, {
          actor,
          action: 'incident.create',
          target: { type: 'incident', id: saved.row.id },
          before: null,
          after: auditView(saved.row),
        });
      }
      return saved;
    });
    if (result.created) this.deps.changed();
    return { incident: presentIncident(result.row), created: result.created };
  }

  async update(actor: IncidentActor, id: string, input: UpdateIncidentBody): Promise<Incident> {
    const { repo, audit } = this.deps;
    const row = await repo.transaction(async (trx) => {
      const before = await repo.findForUpdate(trx, id);
      if (!before) throw notFound('The incident');
      const change: IncidentChange = { ...input };
      // Resolving records when; reopening clears it, so the note counts as going on again.
      if (input.status === 'resolved' && before.status !== 'resolved') change.resolvedAt = this.deps.now();
      if (input.status && input.status !== 'resolved') change.resolvedAt = null;
      const after = await repo.update(trx, id, change);
      await audit.record(trx, {
        actor,
        action: input.status === 'resolved' ? 'incident.resolve' : 'incident.update',
        target: { type: 'incident', id },
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    this.deps.changed();
    return presentIncident(row);
  }

  async delete(actor: IncidentActor, id: string): Promise<void> {
    const { repo, audit } = this.deps;
    await repo.transaction(async (trx) => {
      const before = await repo.findForUpdate(trx, id);
      if (!before) throw notFound('The incident');
      await repo.delete(trx, id);
      await audit.record(trx, {
        actor,
        action: 'incident.delete',
        target: { type: 'incident', id },
        before: auditView(before),
        after: null,
      });
    });
    this.deps.changed();
  }
}
