// The audit log as admins read it: newest first, a page at a time, filtered by action, target type or target.
import type { AuditEntry } from '@vidcraft/contracts';
import type { AuditLogRepo } from './audit-log.repo.ts';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';

export class AuditLogService {
  private readonly repo: AuditLogRepo;
  constructor(repo: AuditLogRepo) {
    this.repo = repo;
  }

  async list(query: {
    cursor?: string | undefined;
    limit: number;
    action?: string | undefined;
    targetType?: string | undefined;
    targetId?: string | undefined;
  }): Promise<{ data: AuditEntry[]; nextCursor: string | null }> {
    const rows = await this.repo.list({
      limit: query.limit + 1,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      action: query.action,
      targetType: query.targetType,
      targetId: query.targetId,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map((row) => ({
        id: row.id,
        actor: { userId: row.actor_user_id, email: row.actor_email },
        action: row.action,
        target: { type: row.target_type, id: row.target_id, label: row.target_email ?? null },
        before: row.before ?? null,
        after: row.after ?? null,
        createdAt: row.created_at.toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.sort_key, last.id) : null,
    };
  }
}
