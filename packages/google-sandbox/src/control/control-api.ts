// The typed in-process control API; the HTTP control plane (/control/*) calls the same functions.
import { isDay } from '../analytics/days.ts';
import { limitPerMinute } from '../analytics/other-api-route.ts';
import type { PackagingChange } from '../analytics/packaging.ts';
import type { DayMetrics } from '../analytics/series-model.ts';
import type { OtherApiUsageSummary } from '../analytics/usage.ts';
import { videoDays } from '../analytics/world-series.ts';
import type { SandboxCore } from '../core.ts';
import type { ReportingJob } from '../reporting/jobs.ts';
import type { SandboxClientRegistration } from '../oauth/clients.ts';
import type { Grant } from '../oauth/grants.ts';
import type { Video } from '../state/model.ts';
import type { CostProfile } from '../quota/costs.ts';
import type { LedgerEntry, QuotaSummary } from '../quota/ledger.ts';
import { settingsSchema, type Settings } from '../state/settings.ts';
import type { UploadSessionView } from '../youtube/upload-sessions.ts';
import type { FaultInput, FaultSpec } from './faults.ts';

export interface GrantSelector {
  grantId?: string;
  /** Any access or refresh token of the grant. */
  token?: string;
  accountEmail?: string;
  channelId?: string;
  clientId?: string;
}

export type VideoEdit = Partial<
  Pick<Video, 'title' | 'description' | 'tags' | 'viewCount' | 'likeCount' | 'commentCount' | 'privacyStatus'>
> & {
  /** null removes it (a video whose original language was never set). */
  defaultLanguage?: string | null;
};

export interface GrantView extends Grant {
  accountEmail: string;
  liveRefreshTokens: number;
}

export interface SandboxControl {
  reset(): Promise<void>;
  now(): Date;
  setClock(at: Date | string): Date;
  advanceClock(seconds: number): Date;
  getQuota(clientId?: string): QuotaSummary;
  setQuotaUsed(units: number, clientId?: string): QuotaSummary;
  setCostProfile(profile: CostProfile): void;
  getSettings(): Settings;
  updateSettings(patch: Partial<Settings>): Settings;
  registerClient(registration: SandboxClientRegistration): SandboxClientRegistration;
  listGrants(selector?: GrantSelector): GrantView[];
  revokeGrant(selector: GrantSelector): number;
  expireTokens(selector?: GrantSelector & { kind?: 'access' | 'refresh' | 'all' }): number;
  /** As if the owner edited the video in YouTube Studio (or it gained views): changes it without quota. */
  editVideo(videoId: string, patch: VideoEdit): boolean;
  /** As if the owner deleted the video in YouTube Studio. */
  deleteVideo(videoId: string): boolean;
  /** Live resumable upload sessions (videos.insert): bytes received, total, the video once complete. */
  listUploads(): UploadSessionView[];
  /** A video as stored now (any channel, any privacy), e.g. an inserted one with its media summary. */
  getVideo(videoId: string): Video | null;
  injectFault(fault: FaultInput): FaultSpec;
  listFaults(): FaultSpec[];
  clearFaults(): void;
  getLedger(filter?: { clientId?: string; method?: string; sinceSeq?: number; limit?: number }): {
    summary: QuotaSummary;
    entries: LedgerEntry[];
  };
  requestLog(filter?: {
    clientId?: string;
    method?: string;
    sinceSeq?: number;
    limit?: number;
  }): LedgerEntry[];
  /** A project's use of the YouTube Analytics and Reporting APIs (requests in the last minute and today). Their
   * calls are also in the request log, at 0 units (method `youtubeAnalytics.*` / `youtubeReporting.*`). */
  getAnalyticsUsage(clientId?: string): { analytics: OtherApiUsageSummary; reporting: OtherApiUsageSummary };
  /** The packaging changes (title, description, tags, thumbnail) recorded for a video, oldest first. */
  getPackagingChanges(videoId: string): PackagingChange[];
  /** The model's days for a video (no reporting lag): what both analytics APIs answer for those days. */
  getVideoSeries(videoId: string, startDate: string, endDate: string): DayMetrics[] | null;
  /** Reporting API jobs of every project and channel (deleted ones with `deleteTime`). */
  listReportingJobs(): ReportingJob[];
}

export function createControl(core: SandboxCore): SandboxControl {
  const defaultClientId = () => core.clients.defaultClient.clientId;
  const matching = (selector: GrantSelector = {}): Grant[] => {
    const tokenGrant = selector.token
      ? (core.auth.accessTokens[selector.token]?.grantId ?? core.auth.refreshTokens[selector.token]?.grantId)
      : undefined;
    if (selector.token && !tokenGrant) return [];
    return Object.values(core.auth.grants).filter((g) => {
      const account = core.world.account(g.accountId);
      return (
        (!selector.grantId || g.id === selector.grantId) &&
        (!tokenGrant || g.id === tokenGrant) &&
        (!selector.accountEmail || account?.email === selector.accountEmail) &&
        (!selector.channelId || g.channelId === selector.channelId) &&
        (!selector.clientId || g.clientId === selector.clientId)
      );
    });
  };
  const control: SandboxControl = {
    reset: () => core.reset(),
    now: () => core.clock.now(),
    setClock(at) {
      core.clock.set(new Date(at));
      core.changed();
      return core.clock.now();
    },
    advanceClock(seconds) {
      core.clock.advance(seconds);
      core.changed();
      return core.clock.now();
    },
    getQuota: (clientId) => core.ledger.summary(clientId ?? defaultClientId()),
    setQuotaUsed(units, clientId) {
      core.ledger.setUsed(clientId ?? defaultClientId(), units);
      return core.ledger.summary(clientId ?? defaultClientId());
    },
    setCostProfile(profile) {
      control.updateSettings({ costProfile: profile });
    },
    getSettings: () => ({ ...core.settings }),
    updateSettings(patch) {
      core.settings = settingsSchema.parse({ ...core.settings, ...patch });
      core.changed();
      return { ...core.settings };
    },
    registerClient: (registration) => core.registerClient(registration),
    listGrants: (selector) =>
      matching(selector).map((g) => ({
        ...g,
        accountEmail: core.world.account(g.accountId)?.email ?? '',
        liveRefreshTokens: Object.values(core.auth.refreshTokens).filter(
          (r) => r.grantId === g.id && core.tokens.refreshAlive(r),
        ).length,
      })),
    revokeGrant: (selector) =>
      matching(selector).filter((g) => g.revokedAtMs === undefined && core.tokens.revokeGrant(g.id)).length,
    expireTokens(selector = {}) {
      const { kind = 'access', token, ...rest } = selector;
      const grants = Object.keys(rest).length > 0 ? matching(rest).map((g) => g.id) : [undefined];
      let count = 0;
      for (const grantId of grants) {
        const filter = { ...(grantId ? { grantId } : {}), ...(token ? { token } : {}) };
        if (kind !== 'refresh') count += core.tokens.expireAccessTokens(filter);
        if (kind !== 'access') count += core.tokens.expireRefreshTokens(grantId ? { grantId } : {});
      }
      return count;
    },
    editVideo(videoId, patch) {
      const video = core.world.video(videoId, core.clock.now());
      if (!video) return false;
      const { defaultLanguage, ...rest } = patch;
      const next = { ...video, ...rest };
      if (defaultLanguage === null) delete next.defaultLanguage;
      else if (defaultLanguage !== undefined) next.defaultLanguage = defaultLanguage;
      core.world.putVideo(next);
      return true;
    },
    deleteVideo(videoId) {
      if (!core.world.video(videoId, core.clock.now())) return false;
      core.world.deleteVideo(videoId, core.clock.now());
      return true;
    },
    listUploads: () => core.uploads.list(core.clock.nowMs()),
    getVideo: (videoId) => core.world.video(videoId, core.clock.now()) ?? null,
    injectFault: (fault) => core.faults.inject(fault),
    listFaults: () => core.faults.list(),
    clearFaults: () => core.faults.clear(),
    getLedger(filter = {}) {
      const clientId = filter.clientId ?? defaultClientId();
      return {
        summary: core.ledger.summary(clientId),
        entries: core.ledger.entries({ ...filter, clientId }),
      };
    },
    requestLog: (filter = {}) => core.ledger.entries(filter),
    getAnalyticsUsage(clientId) {
      const id = clientId ?? defaultClientId();
      const nowMs = core.clock.nowMs();
      return {
        analytics: core.analyticsUsage.summary(
          'youtubeAnalytics',
          id,
          nowMs,
          limitPerMinute(core, 'youtubeAnalytics'),
        ),
        reporting: core.analyticsUsage.summary(
          'youtubeReporting',
          id,
          nowMs,
          limitPerMinute(core, 'youtubeReporting'),
        ),
      };
    },
    getPackagingChanges: (videoId) => core.world.packagingChanges(videoId),
    getVideoSeries(videoId, startDate, endDate) {
      const video = core.world.video(videoId, core.clock.now());
      const channel = video && core.world.channel(video.channelId);
      if (!video || !channel || !isDay(startDate) || !isDay(endDate) || startDate > endDate) return null;
      if (Date.parse(endDate) - Date.parse(startDate) > 3 * 366 * 86_400_000) return null;
      return videoDays(core.world, channel, video, startDate, endDate);
    },
    listReportingJobs: () => Object.values(core.world.changes.reportingJobs),
  };
  return control;
}
