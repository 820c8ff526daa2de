// What a failed publish (or revert) means for the screen, decided by the server's error CODE and
// `details.reason`, never by message text: a change on YouTube to review, a permission to ask for, YouTube's
// rules, nothing to publish, the quota (the global toast handles it), or anything else.
import type { MetadataFields } from '@vidcraft/contracts';
import { isApiError } from '../../lib/api.ts';

export interface FieldConflict {
  field: keyof MetadataFields;
  /** What the user started from. */
  base: MetadataFields[keyof MetadataFields];
  /** What YouTube has now. */
  current: MetadataFields[keyof MetadataFields];
}

export interface RuleProblem {
  field: string;
  reason: string;
  message: string;
  details?: Record<string, number | string>;
}

export type PublishFailure =
  | { kind: 'conflict'; changes: FieldConflict[] }
  | { kind: 'writeAccess'; channelId: string | null }
  | { kind: 'rules'; problems: RuleProblem[] }
  | { kind: 'noChanges' }
  | { kind: 'quota' }
  | { kind: 'other'; message: string };

const FIELDS = new Set(['title', 'description', 'tags']);

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function conflicts(value: unknown): FieldConflict[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const change = record(item);
    return typeof change.field === 'string' && FIELDS.has(change.field)
      ? [
          {
            field: change.field as FieldConflict['field'],
            base: change.base as never,
            current: change.current as never,
          },
        ]
      : [];
  });
}

function problems(value: unknown): RuleProblem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const problem = record(item);
    return typeof problem.reason === 'string'
      ? [
          {
            field: String(problem.field ?? ''),
            reason: problem.reason,
            message: String(problem.message ?? ''),
            ...(typeof problem.details === 'object' && problem.details !== null
              ? { details: problem.details as RuleProblem['details'] }
              : {}),
          },
        ]
      : [];
  });
}

export function publishFailureOf(error: unknown): PublishFailure {
  if (!isApiError(error)) {
    return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  }
  const details = record(error.details);
  // (needsWriteAccess's rule, the same the API error reporter uses to leave this case to the screen.)
  if (error.code === 'AUTH_REQUIRED' && details.needsWriteAccess === true) {
    return {
      kind: 'writeAccess',
      channelId: typeof details.channelId === 'string' ? details.channelId : null,
    };
  }
  if (error.code === 'QUOTA_EXCEEDED') return { kind: 'quota' };
  if (error.code === 'CONFLICT' && details.reason === 'changedOnYoutube') {
    return { kind: 'conflict', changes: conflicts(details.changes) };
  }
  if (error.code === 'VALIDATION' && details.reason === 'youtubeRules') {
    return { kind: 'rules', problems: problems(details.problems) };
  }
  if (error.code === 'VALIDATION' && details.reason === 'noChanges') return { kind: 'noChanges' };
  return { kind: 'other', message: error.message };
}
