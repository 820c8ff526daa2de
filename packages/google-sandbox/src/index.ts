// Public API of @vidcraft/google-sandbox.
export { createSandbox } from './sandbox.ts';
export type { Sandbox, SandboxOptions } from './sandbox.ts';
export { startSandboxServer, MOUNT_PATH } from './server.ts';
export type { SandboxServer, SandboxServerOptions } from './server.ts';
export type { SandboxClientRegistration } from './oauth/clients.ts';
export type { SandboxControl, GrantSelector, GrantView } from './control/control-api.ts';
export type { FaultInput, FaultSpec } from './control/faults.ts';
export type { LedgerEntry, QuotaSummary } from './quota/ledger.ts';
export type { CostProfile } from './quota/costs.ts';
export type { PackagingChange } from './analytics/packaging.ts';
export type { DayMetrics } from './analytics/series-model.ts';
export type { OtherApiUsageSummary } from './analytics/usage.ts';
export type { ReportingJob } from './reporting/jobs.ts';
export type { Settings as SandboxSettings } from './state/settings.ts';
export { SCOPES } from './oauth/scopes.ts';
export { CHANNEL_IDS } from './seed/accounts.ts';
export { ACCOUNTS } from './seed/accounts.ts';
// The demo accounts' channels, videos and caption tracks as seeded, for tests and benches that measure on them.
export { buildSeed } from './seed/index.ts';
export type { Seed } from './seed/index.ts';
