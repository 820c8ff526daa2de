import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

export interface IdentityProfile {
  issuer: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

export class UsersRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Creates the user on first sign-in, else refreshes what the provider says about them. */
  async upsertFromIdentity(identity: IdentityProfile, isAdmin: boolean): Promise<UserRow> {
    return this.db
      .insertInto('users')
      .values({
        identity_issuer: identity.issuer,
        identity_sub: identity.sub,
        email: identity.email,
        email_verified: identity.emailVerified,
        name: identity.name,
        avatar_url: identity.picture,
        is_admin: isAdmin,
        last_sign_in_at: sql<Date>`now()` as unknown as Date,
      })
      .onConflict((oc) =>
        oc.constraint('users_identity').doUpdateSet({
          email: identity.email,
          email_verified: identity.emailVerified,
          avatar_url: identity.picture,
          is_admin: sql<boolean>`users.is_admin or ${isAdmin}`,
          last_sign_in_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  find(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: string, patch: { name?: string; preferred_language?: string }): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ ...patch, updated_at: sql<Date>`now()` as unknown as Date })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }
}
