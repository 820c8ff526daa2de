// One quota ledger per OAuth client (Google Cloud project): units used per Pacific day, separate buckets, and a
// bounded log of every Data API request with what it cost. Every request costs at least one unit, failed ones
// included; a request refused for quota costs nothing.
import { nextPacificMidnight, pacificDay, rfc3339, type SandboxClock } from '../util/clock.ts';
import type { Settings } from '../state/settings.ts';
import type { Cost, QuotaBucket } from './costs.ts';

export interface LedgerEntry {
  seq: number;
  at: string;
  clientId: string | null;
  method: string;
  httpMethod: string;
  path: string;
  params: Record<string, string | string[]>;
  units: number;
  bucket: QuotaBucket;
  status: number;
  reason?: string;
  accountId?: string;
  channelId?: string | null;
  scopes: string[];
}

export interface DayUsage {
  day: string;
  units: number;
  /** Calls drawn from the separate buckets (current profile). */
  calls: Partial<Record<QuotaBucket, number>>;
}

export interface QuotaState {
  usage: Record<string, DayUsage>;
  log: LedgerEntry[];
  seq: number;
}

export interface QuotaSummary {
  clientId: string;
  day: string;
  used: number;
  limit: number;
  remaining: number;
  bucketCalls: Partial<Record<QuotaBucket, number>>;
  bucketLimit: number;
  costProfile: Settings['costProfile'];
  resetsAt: string;
}

export const LOG_LIMIT = 1000;

export function emptyQuotaState(): QuotaState {
  return { usage: {}, log: [], seq: 0 };
}

export class QuotaLedger {
  private readonly state: () => QuotaState;
  private readonly clock: SandboxClock;
  private readonly settings: () => Settings;
  private readonly onChange: () => void;

  constructor(state: () => QuotaState, clock: SandboxClock, settings: () => Settings, onChange: () => void) {
    this.state = state;
    this.clock = clock;
    this.settings = settings;
    this.onChange = onChange;
  }

  /** Today's usage for a client; a new Pacific day starts from zero. */
  usage(clientId: string): DayUsage {
    const day = pacificDay(this.clock.now());
    const usage = this.state().usage;
    const current = usage[clientId];
    if (current && current.day === day) return current;
    const fresh: DayUsage = { day, units: 0, calls: {} };
    usage[clientId] = fresh;
    return fresh;
  }

  /** True when the request may not run because it would go over today's limit. */
  wouldExceed(clientId: string, cost: Cost): boolean {
    const usage = this.usage(clientId);
    const settings = this.settings();
    if (cost.bucket !== 'default') return (usage.calls[cost.bucket] ?? 0) + 1 > settings.bucketDailyCalls;
    return usage.units + cost.units > settings.dailyLimit;
  }

  book(entry: Omit<LedgerEntry, 'seq' | 'at'>): LedgerEntry {
    const state = this.state();
    state.seq += 1;
    const booked: LedgerEntry = { ...entry, seq: state.seq, at: rfc3339(this.clock.now()) };
    if (entry.clientId && entry.units > 0) {
      const usage = this.usage(entry.clientId);
      if (entry.bucket === 'default') usage.units += entry.units;
      else usage.calls[entry.bucket] = (usage.calls[entry.bucket] ?? 0) + 1;
    }
    state.log.push(booked);
    if (state.log.length > LOG_LIMIT) state.log.splice(0, state.log.length - LOG_LIMIT);
    this.onChange();
    return booked;
  }

  setUsed(clientId: string, units: number, bucketCalls?: Partial<Record<QuotaBucket, number>>): void {
    const usage = this.usage(clientId);
    usage.units = units;
    if (bucketCalls) usage.calls = { ...usage.calls, ...bucketCalls };
    this.onChange();
  }

  summary(clientId: string): QuotaSummary {
    const usage = this.usage(clientId);
    const settings = this.settings();
    return {
      clientId,
      day: usage.day,
      used: usage.units,
      limit: settings.dailyLimit,
      remaining: Math.max(0, settings.dailyLimit - usage.units),
      bucketCalls: { ...usage.calls },
      bucketLimit: settings.bucketDailyCalls,
      costProfile: settings.costProfile,
      resetsAt: rfc3339(nextPacificMidnight(this.clock.now())),
    };
  }

  entries(
    filter: { clientId?: string; method?: string; sinceSeq?: number; limit?: number } = {},
  ): LedgerEntry[] {
    const matching = this.state().log.filter(
      (e) =>
        (!filter.clientId || e.clientId === filter.clientId) &&
        (!filter.method || e.method === filter.method) &&
        (filter.sinceSeq === undefined || e.seq > filter.sinceSeq),
    );
    return filter.limit ? matching.slice(-filter.limit) : matching;
  }
}
