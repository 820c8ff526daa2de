// The runtime settings (DESIGN §4.10) as admins edit them: every key of SETTING_SCHEMAS with its value, the
// deployment's default and the rule a value must meet. A change is checked by that same rule, written with its
// audit entry (before and after) in one transaction, and the settings cache is dropped so it applies at once
// here (other processes pick it up within the cache's lifetime).
import { z } from 'zod';
import type { AdminSetting } from '@vidcraft/contracts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  SETTING_SCHEMAS,
  type SettingDefaults,
  type SettingKey,
  type SettingsService,
} from '../system/settings.service.ts';
import type { AuditLogRepo } from './audit-log.repo.ts';
import type { OpsSettingsRepo, StoredSetting } from './ops-settings.repo.ts';
import type { OpsActor } from './ops-jobs.service.ts';

const KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_SCHEMAS, key);

/** The rule of a setting as JSON Schema, for the form (type, minimum, maximum). */
function ruleOf(key: SettingKey): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(SETTING_SCHEMAS[key]) as Record<string, unknown>;
  return schema;
}

export class OpsSettingsService {
  private readonly deps: {
    repo: OpsSettingsRepo;
    audit: AuditLogRepo;
    settings: SettingsService;
    defaults: SettingDefaults;
  };
  constructor(deps: OpsSettingsService['deps']) {
    this.deps = deps;
  }

  async list(): Promise<AdminSetting[]> {
    const stored = new Map((await this.deps.repo.list(KEYS)).map((row) => [row.key, row]));
    return KEYS.map((key) => this.present(key, stored.get(key)));
  }

  async update(actor: OpsActor, key: string, value: unknown): Promise<AdminSetting> {
    if (!isSettingKey(key)) throw notFound('The setting');
    const parsed = SETTING_SCHEMAS[key].safeParse(value);
    if (!parsed.success) {
      throw new AppError('VALIDATION', `${key}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`, {
        details: { reason: 'invalidValue', rule: ruleOf(key) },
      });
    }
    const { repo, audit } = this.deps;
    const row = await repo.transaction(async (trx) => {
      const before = await repo.findForUpdate(trx, key);
      const saved = await repo.upsert(trx, key, parsed.data);
      await audit.record(trx, {
        actor,
        action: 'setting.update',
        target: { type: 'setting', id: key },
        before: { value: this.valueOf(key, before), overridden: before !== undefined },
        after: { value: parsed.data, overridden: true },
      });
      return saved;
    });
    this.deps.settings.invalidate();
    return this.present(key, row);
  }

  /** The stored value when it still meets the rule, else the default (as SettingsService reads it). */
  private valueOf(key: SettingKey, row: StoredSetting | undefined) {
    const parsed = row ? SETTING_SCHEMAS[key].safeParse(row.value) : null;
    return parsed?.success ? parsed.data : this.deps.defaults[key];
  }

  private present(key: SettingKey, row: StoredSetting | undefined): AdminSetting {
    const valid = row ? SETTING_SCHEMAS[key].safeParse(row.value).success : false;
    return {
      key,
      value: this.valueOf(key, row),
      defaultValue: this.deps.defaults[key],
      overridden: valid,
      updatedAt: valid && row ? row.updated_at.toISOString() : null,
      schema: ruleOf(key),
    };
  }
}
