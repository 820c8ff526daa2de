// The user's account: profile, preferences, and deletion on request (YouTube developer policy III.E.4.g):
// every Google grant only this user depends on is revoked first, then the user and everything they own is
// deleted.
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { ConnectionsService } from '../channels/connections.service.ts';
import type { AuthService } from './auth.service.ts';
import type { UsersRepo } from './users.repo.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';

export class AccountService {
  private readonly deps: {
    users: UsersRepo;
    connections: ConnectionsService;
    auth: AuthService;
    files: FileStore;
    /** Removes the user's uploaded video files (their drafts go with the user). */
    removeUploadedFiles: (userId: string) => Promise<void>;
  };
  constructor(deps: AccountService['deps']) {
    this.deps = deps;
  }

  async profile(userId: string): Promise<{ user: UserRow; connectedChannels: number }> {
    const user = await this.deps.users.find(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    return { user, connectedChannels: (await this.deps.connections.list(userId)).length };
  }

  update(userId: string, patch: { name?: string; preferred_language?: string }): Promise<UserRow> {
    return this.deps.users.update(userId, patch);
  }

  async deleteAccount(userId: string): Promise<void> {
    const user = await this.deps.users.find(userId);
    for (const connection of await this.deps.connections.list(userId)) {
      if (await this.deps.connections.grantUsedByOthers(connection.grant_subject, userId)) continue;
      await this.deps.connections.revokeGrant(connection);
    }
    // The sign-in grant is the same grant as a channel on the user's own Google account.
    const revokeSignIn = !(await this.deps.connections.grantUsedByOthers(user?.identity_sub ?? null, userId));
    await this.deps.auth.signOutEverywhere(userId, { revoke: revokeSignIn });
    // Connections, synced data and job runs go with the user (foreign keys cascade); stored files by prefix.
    await this.deps.removeUploadedFiles(userId);
    await this.deps.users.delete(userId);
    await this.deps.files.deletePrefix(`thumbnails/${userId}`);
    await this.deps.files.deletePrefix(`uploads/${userId}`);
  }
}
