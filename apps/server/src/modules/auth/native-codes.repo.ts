import { sql, type Kysely } from 'kysely';
import type { Database, NativeCodesTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';

export class NativeCodesRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async insert(row: {
    codeHash: string;
    userId: string;
    challenge: string;
    providerTokenEnc: string | null;
    expiresAt: Date;
  }) {
    await this.db
      .insertInto('native_codes')
      .values({
        code_hash: row.codeHash,
        user_id: row.userId,
        challenge: row.challenge,
        provider_token_enc: row.providerTokenEnc,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /**
   * Marks a live, unused code used and answers it, only when presented with the verifier whose challenge it
   * was bound to; a second redemption, an expired code or a wrong verifier finds nothing.
   */
  async consume(codeHash: string, challenge: string): Promise<Selectable<NativeCodesTable> | undefined> {
    return this.db
      .updateTable('native_codes')
      .set({ used_at: sql<Date>`now()` as unknown as Date })
      .where('code_hash', '=', codeHash)
      .where('challenge', '=', challenge)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('native_codes')
      .where('expires_at', '<=', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
