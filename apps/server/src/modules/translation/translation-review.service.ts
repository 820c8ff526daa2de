// Edits and review decisions on one language, by the creator or an invited reviewer alike: every change is
// attributed, an edit sends the language back to review, and approval needs YouTube's rules to pass.
import type { LanguageTranslation } from '@vidcraft/contracts';
import type { TranslationRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { UsersRepo } from '../auth/users.repo.ts';
import { checkTranslation } from './translation-checks.ts';
import { presentLanguage } from './translation.presenter.ts';
import type { TranslationJobView, TranslationsRepo } from './translations.repo.ts';

export interface Reviewer {
  role: 'owner' | 'reviewer';
  name: string;
}

const notReady = (row: TranslationRow) =>
  new AppError(
    'CONFLICT',
    row.status === 'queued'
      ? 'This language is still being translated.'
      : 'This language could not be translated, so there is nothing to review.',
    { details: { reason: row.status === 'queued' ? 'inProgress' : 'failed' } },
  );

export class TranslationReviewService {
  private readonly translations: TranslationsRepo;
  private readonly users: UsersRepo;
  constructor(translations: TranslationsRepo, users: UsersRepo) {
    this.translations = translations;
    this.users = users;
  }

  /** The signed-in creator's job and language (someone else's is a 404), and the name edits are signed with. */
  private async asOwner(userId: string, jobId: string, language: string) {
    const job = await this.translations.findJobForUser(userId, jobId);
    const row = job ? await this.translations.findLanguage(job.id, language) : undefined;
    if (!job || !row) throw notFound('The translation');
    const name = (await this.users.find(userId))?.name ?? 'Channel owner';
    return { job, row, by: { role: 'owner' as const, name } };
  }

  async editAsOwner(
    userId: string,
    jobId: string,
    language: string,
    body: { title?: string | undefined; description?: string | undefined },
  ) {
    const { job, row, by } = await this.asOwner(userId, jobId, language);
    return this.edit(job, row, body, by);
  }

  async decideAsOwner(userId: string, jobId: string, language: string, decision: 'approve' | 'reject') {
    const { job, row, by } = await this.asOwner(userId, jobId, language);
    return this.decide(job, row, decision, by);
  }

  async edit(
    job: TranslationJobView,
    row: TranslationRow,
    body: { title?: string | undefined; description?: string | undefined },
    by: Reviewer,
  ): Promise<LanguageTranslation> {
    if (row.status === 'queued' || row.status === 'failed') throw notReady(row);
    if (!job.metadata) {
      throw new AppError(
        'VALIDATION',
        'This translation has captions only: there is no title or description to edit.',
      );
    }
    const changes = (['title', 'description'] as const)
      .filter((field) => body[field] !== undefined && body[field] !== row[field])
      .map((field) => ({ field, after: body[field]! }));
    if (changes.length === 0) return this.present(job, row);
    const patch = Object.fromEntries(changes.map((c) => [c.field, c.after]));
    // A changed text is reviewed again; a published one stays published on YouTube until published anew.
    const updated = await this.translations.applyEdit(row, changes, by, {
      ...patch,
      status: 'translated',
      reviewed_by: null,
    });
    return this.present(job, updated);
  }

  async decide(
    job: TranslationJobView,
    row: TranslationRow,
    decision: 'approve' | 'reject',
    by: Reviewer,
  ): Promise<LanguageTranslation> {
    if (row.status === 'queued' || row.status === 'failed') throw notReady(row);
    if (row.status === 'published') {
      throw new AppError('CONFLICT', 'This language is published already. Edit it to review it again.', {
        details: { reason: 'published' },
      });
    }
    if (decision === 'approve' && job.metadata) {
      const { problems } = checkTranslation(row.title, row.description);
      if (problems.length > 0) {
        throw new AppError('VALIDATION', problems.map((p) => p.message).join(' '), {
          details: { reason: 'youtubeRules', problems },
        });
      }
    }
    const label = by.role === 'reviewer' ? `${by.name} (reviewer)` : by.name;
    const updated = await this.translations.updateLanguage(row.id, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      reviewed_by: label,
    });
    return this.present(job, updated);
  }

  async present(job: TranslationJobView, row: TranslationRow): Promise<LanguageTranslation> {
    return presentLanguage(job, row, await this.translations.edits([row.id]));
  }
}
