// /admin/settings: the runtime settings (what applies without a restart), each with its value, the deployment's
// default and the range its rule allows. The server checks every change by the same rule and audits it.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSetting } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { opsQueryKeys, updateSetting, useAdminSettings } from './ops-api.ts';
import { OpsPage, QueryState } from './ops-page.tsx';

const INPUT =
  'h-10 w-full max-w-xs rounded-lg bg-surface-raised px-3 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent';

export function OpsSettingsPage() {
  const { t } = useTranslation('operations');
  return (
    <OpsPage
      title={t('settings.title')}
      documentTitle={t('settings.documentTitle')}
      lead={t('settings.lead')}
    >
      <SettingsContent />
    </OpsPage>
  );
}

function SettingsContent() {
  const settings = useAdminSettings();
  if (!settings.data) return <QueryState query={settings} />;
  return (
    <div className="grid min-w-0 gap-4">
      {settings.data.map((setting) => (
        <SettingForm key={setting.key} setting={setting} />
      ))}
    </div>
  );
}

/** The label and hint of a known setting; a setting added later shows its key until it has texts. */
function useSettingTexts(key: string): { label: string; hint: string | null } {
  const { t } = useTranslation('operations');
  switch (key) {
    case 'youtube.dailyBudget':
      return {
        label: t('settings.keys.youtube.dailyBudget.label'),
        hint: t('settings.keys.youtube.dailyBudget.hint'),
      };
    case 'youtube.userShare':
      return {
        label: t('settings.keys.youtube.userShare.label'),
        hint: t('settings.keys.youtube.userShare.hint'),
      };
    default:
      return { label: key, hint: null };
  }
}

const numberRule = (schema: Record<string, unknown>) => ({
  integer: schema.type === 'integer',
  min: typeof schema.minimum === 'number' ? schema.minimum : undefined,
  max: typeof schema.maximum === 'number' ? schema.maximum : undefined,
});

function SettingForm({ setting }: { setting: AdminSetting }) {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  const queryClient = useQueryClient();
  const texts = useSettingTexts(setting.key);
  const [draft, setDraft] = useState(String(setting.value));
  const save = useMutation({
    mutationFn: (value: number | string | boolean) => updateSetting(setting.key, value),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: opsQueryKeys.all });
    },
  });
  const numeric = typeof setting.defaultValue === 'number';
  const rule = numberRule(setting.schema);
  const inputId = `setting-${setting.key.replace(/\W/g, '-')}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server is the judge of the value: a number field sends a number, whatever it holds.
    save.mutate(numeric ? Number(draft.trim() === '' ? Number.NaN : draft) : draft);
  };
  const describe = (value: AdminSetting['value']) =>
    typeof value === 'number' ? formatNumber(value, language) : String(value);
  return (
    <form
      onSubmit={submit}
      // The server checks the value by the setting's own rule and says what is wrong; the browser does not
      // get to block the request with a bubble of its own first.
      noValidate
      className="grid gap-3 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby={`${inputId}-label`}
    >
      <div className="grid gap-1">
        <label id={`${inputId}-label`} htmlFor={inputId} className="font-semibold">
          {texts.label}
        </label>
        {texts.hint ? <p className="text-sm text-ink-muted">{texts.hint}</p> : null}
        <code className="text-xs text-ink-muted">{setting.key}</code>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          className={INPUT}
          inputMode={numeric ? 'decimal' : 'text'}
          type={numeric ? 'number' : 'text'}
          {...(numeric ? { min: rule.min, max: rule.max, step: rule.integer ? 1 : 'any' } : {})}
          value={draft}
          aria-describedby={`${inputId}-facts`}
          onChange={(event) => {
            save.reset();
            setDraft(event.target.value);
          }}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('settings.save')}
        </Button>
        {save.isSuccess ? (
          <span role="status" className="text-sm text-success">
            {t('settings.saved')}
          </span>
        ) : null}
      </div>
      <ul id={`${inputId}-facts`} className="grid gap-0.5 text-xs text-ink-muted">
        {rule.min !== undefined && rule.max !== undefined ? (
          <li>{t('settings.range', { min: describe(rule.min), max: describe(rule.max) })}</li>
        ) : null}
        <li>{t('settings.default', { value: describe(setting.defaultValue) })}</li>
        <li>
          {setting.overridden && setting.updatedAt
            ? t('settings.overridden', { when: formatDateTime(setting.updatedAt, language) })
            : t('settings.usingDefault')}
        </li>
      </ul>
      {save.error ? <ErrorNote>{save.error.message}</ErrorNote> : null}
    </form>
  );
}
