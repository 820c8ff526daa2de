// Runtime-tunable settings live in the database (DESIGN §4.10) so an admin can change them without a restart.
// Each key has a schema and a default; reads are cached briefly because quota checks read them on every call.
import { z } from 'zod';
import type { SettingsRepo } from './settings.repo.ts';

export const SETTING_SCHEMAS = {
  /** The project's daily YouTube Data API units (Google's default allocation is 10,000). */
  'youtube.dailyBudget': z.number().int().min(1).max(100_000_000),
  /** The largest share of the daily units one user may spend (fairness between users). */
  'youtube.userShare': z.number().min(0.01).max(1),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;
export type SettingDefaults = { [K in SettingKey]: SettingValue<K> };

const CACHE_MS = 15_000;

export class SettingsService {
  private readonly repo: SettingsRepo;
  private readonly defaults: SettingDefaults;
  private cache: { at: number; values: Partial<SettingDefaults> } | null = null;

  constructor(repo: SettingsRepo, defaults: SettingDefaults) {
    this.repo = repo;
    this.defaults = defaults;
  }

  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    return (await this.all())[key];
  }

  async all(): Promise<SettingDefaults> {
    if (!this.cache || Date.now() - this.cache.at > CACHE_MS) {
      const rows = await this.repo.listAll();
      const values: Partial<Record<SettingKey, unknown>> = {};
      for (const row of rows) {
        const schema = SETTING_SCHEMAS[row.key as SettingKey];
        const parsed = schema?.safeParse(row.value);
        if (parsed?.success) values[row.key as SettingKey] = parsed.data;
      }
      this.cache = { at: Date.now(), values: values as Partial<SettingDefaults> };
    }
    return { ...this.defaults, ...this.cache.values };
  }

  /** Forgets cached values after a write made elsewhere (the admins' audited settings transaction). */
  invalidate(): void {
    this.cache = null;
  }

  async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
    const parsed = SETTING_SCHEMAS[key].parse(value);
    await this.repo.upsert(key, parsed);
    this.cache = null;
  }
}
