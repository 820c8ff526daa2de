// Reviewer links: only a hash of the secret is stored, so a leaked database does not open any review.
import type { Kysely } from 'kysely';
import type { Database, TranslationReviewerRow } from '../../db/schema.ts';

export class ReviewerLinksRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  insert(row: {
    translationId: string;
    userId: string;
    name: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<TranslationReviewerRow> {
    return this.db
      .insertInto('translation_reviewers')
      .values({
        translation_id: row.translationId,
        user_id: row.userId,
        name: row.name,
        token_hash: row.tokenHash,
        expires_at: row.expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findByHash(tokenHash: string): Promise<TranslationReviewerRow | undefined> {
    return this.db
      .selectFrom('translation_reviewers')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  forTranslations(translationIds: readonly string[]): Promise<TranslationReviewerRow[]> {
    if (translationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('translation_reviewers')
      .selectAll()
      .where('translation_id', 'in', translationIds)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async touch(id: string): Promise<void> {
    await this.db
      .updateTable('translation_reviewers')
      .set({ last_used_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Revokes the user's own link (answers it, or undefined when it is not theirs). */
  revoke(userId: string, id: string): Promise<TranslationReviewerRow | undefined> {
    return this.db
      .updateTable('translation_reviewers')
      .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(new Date())) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }
}
