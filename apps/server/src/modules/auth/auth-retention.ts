import type { RetentionRule } from '../system/retention-registry.ts';
import { NativeCodesRepo } from './native-codes.repo.ts';
import { OAuthStatesRepo } from './oauth-states.repo.ts';
import { SessionsRepo } from './sessions.repo.ts';

export const authRetentionRules: RetentionRule[] = [
  {
    name: 'sessions',
    reason: 'Sessions past their idle or absolute expiry are deleted.',
    purge: (db) => new SessionsRepo(db).deleteExpired(),
  },
  {
    name: 'oauth-states',
    reason: 'Unfinished sign-in and connect attempts expire after 10 minutes.',
    purge: (db) => new OAuthStatesRepo(db).deleteExpired(),
  },
  {
    name: 'native-codes',
    reason: 'One-time native sign-in codes live 60 seconds.',
    purge: (db) => new NativeCodesRepo(db).deleteExpired(),
  },
];
