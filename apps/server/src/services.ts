// The composition of the application's services from the database, configuration and Google setup. Built
// once per process by server.ts, and by tests with their own database and sandbox.
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { GoogleSetup } from './google-setup.ts';
import { SecretBox } from './integrations/crypto/secret-box.ts';
import { loadSecretKeys } from './integrations/crypto/secret-keys.ts';
import { GoogleOAuthClient } from './integrations/google/google-oauth.client.ts';
import { QuotaLedger } from './integrations/google/quota-ledger.ts';
import { YoutubeClient, type RetryOptions } from './integrations/google/youtube.client.ts';
import { AccountService } from './modules/auth/account.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { NativeCodesRepo } from './modules/auth/native-codes.repo.ts';
import { OAuthFlowService } from './modules/auth/oauth-flow.service.ts';
import { OAuthStatesRepo } from './modules/auth/oauth-states.repo.ts';
import { SessionService } from './modules/auth/session.service.ts';
import { SessionsRepo } from './modules/auth/sessions.repo.ts';
import { UsersRepo } from './modules/auth/users.repo.ts';
import { ConnectionTokens } from './modules/channels/connection-tokens.service.ts';
import { ConnectionsRepo } from './modules/channels/connections.repo.ts';
import { ConnectionsService } from './modules/channels/connections.service.ts';

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: {
  config: Config;
  database: DatabaseHandle;
  google: GoogleSetup;
  youtubeRetry?: RetryOptions;
}) {
  const { config, database, google } = deps;
  const db = database.db;
  const box = new SecretBox(
    loadSecretKeys({
      secretKey: config.auth.secretKey,
      previous: config.auth.previousSecretKeys,
      dataDir: config.dataDir,
    }),
  );
  const oauth = new GoogleOAuthClient(google.endpoints, google.credentials);
  const ledger = new QuotaLedger(db, () => ({
    dailyBudget: config.youtube.dailyQuota,
    costProfile: config.youtube.costProfile,
  }));
  const youtube = new YoutubeClient(google.endpoints, ledger, deps.youtubeRetry);
  const users = new UsersRepo(db);
  const sessionsRepo = new SessionsRepo(db);
  const sessions = new SessionService(sessionsRepo, {
    idleDays: config.auth.sessionIdleDays,
    maxDays: config.auth.sessionMaxDays,
  });
  const oauthStates = new OAuthStatesRepo(db);
  const nativeCodes = new NativeCodesRepo(db);
  const flows = new OAuthFlowService({ states: oauthStates, oauth, box });
  const auth = new AuthService({
    flows,
    oauth,
    users,
    sessions,
    nativeCodes,
    box,
    settings: {
      publicUrl: config.publicUrl,
      adminEmails: config.auth.adminEmails,
      nativeAppScheme: config.auth.nativeAppScheme,
    },
  });
  const connectionsRepo = new ConnectionsRepo(db);
  const tokens = new ConnectionTokens({ repo: connectionsRepo, oauth, box });
  const connections = new ConnectionsService({
    repo: connectionsRepo,
    tokens,
    flows,
    oauth,
    youtube,
    box,
    publicUrl: config.publicUrl,
  });
  const account = new AccountService({ users, connections, auth });
  return {
    box,
    oauth,
    ledger,
    youtube,
    users,
    sessions,
    sessionsRepo,
    oauthStates,
    nativeCodes,
    auth,
    tokens,
    connections,
    account,
  };
}
