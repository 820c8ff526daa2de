// /admin/plans: every plan with its subscriber count and visibility, a form to create or edit one, and deleting
// a plan nobody ever subscribed to. Anyone not an admin sees the not-found screen (the API answers them 404 too).
import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { METERED_ACTIONS, PLAN_FEATURES, type Plan } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useMe } from '../auth/use-me.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { NotFoundContent } from '../not-found/not-found-content.tsx';
import { bodyOf, draftOf, emptyDraft, type PlanDraft } from './plan-form.ts';
import { planQueryKeys, useAdminPlans } from './plan-queries.ts';
import { createPlan, deletePlan, updatePlan } from './plans-api.ts';
import { errorReason } from './pricing-page.tsx';
import { formatPrice, localizedText } from './pricing.ts';
import { toast } from '../../lib/toast-store.ts';

const INPUT =
  'h-10 w-full rounded-lg bg-surface-raised px-3 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent';

export function AdminPlansPage() {
  const { t } = useTranslation('plans');
  const me = useMe();
  const isAdmin = me.data?.isAdmin === true;
  const plans = useAdminPlans(isAdmin);
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  useEffect(() => {
    document.title = t('admin.documentTitle');
  }, [t]);

  if (me.isPending) return <Spinner size="lg" className="min-h-[50dvh]" />;
  if (!isAdmin) return <NotFoundContent />;
  return (
    <AppPage
      title={t('admin.title')}
      lead={t('admin.lead')}
      actions={editing ? null : <Button onClick={() => setEditing({ plan: null })}>{t('admin.new')}</Button>}
    >
      {editing ? (
        <PlanEditor key={editing.plan?.id ?? 'new'} plan={editing.plan} onDone={() => setEditing(null)} />
      ) : plans.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : plans.isError ? (
        <ErrorNote>{t('admin.loadFailed')}</ErrorNote>
      ) : (
        <PlanTable plans={plans.data} onEdit={(plan) => setEditing({ plan })} />
      )}
    </AppPage>
  );
}

function PlanTable({ plans, onEdit }: { plans: Plan[]; onEdit: (plan: Plan) => void }) {
  const { t } = useTranslation('plans');
  const language = useRouteLanguage();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deletePlan,
    onSuccess: (data) => queryClient.setQueryData(planQueryKeys.adminPlans, data),
  });
  const removeError = remove.error
    ? errorReason(remove.error) === 'planInUse'
      ? t('admin.inUse')
      : remove.error.message
    : null;
  return (
    <div className="grid gap-4">
      {removeError ? <ErrorNote>{removeError}</ErrorNote> : null}
      <div className="overflow-x-auto rounded-xl ring-1 ring-line">
        <table className="w-full text-start text-sm">
          <thead className="bg-surface-raised text-ink-muted">
            <tr>
              <th className="p-3 text-start font-semibold">{t('admin.form.nameEn')}</th>
              <th className="p-3 text-start font-semibold">{t('admin.kind')}</th>
              <th className="p-3 text-start font-semibold">{t('admin.form.monthlyPrice')}</th>
              <th className="p-3 text-start font-semibold">{t('admin.form.yearlyPrice')}</th>
              <th className="p-3 text-start font-semibold">{t('admin.subscribers')}</th>
              <th className="p-3 text-start font-semibold">{t('admin.visibility')}</th>
              <th className="p-3" />
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.id} className="border-t border-line">
                <td className="p-3 font-semibold">
                  {localizedText(plan.name, language)}
                  <span className="block text-xs font-normal text-ink-muted">{plan.slug}</span>
                </td>
                <td className="p-3">{plan.kind}</td>
                <td className="p-3 tabular-nums">
                  {plan.prices.month ? formatPrice(plan.prices.month, language) : '—'}
                </td>
                <td className="p-3 tabular-nums">
                  {plan.prices.year ? formatPrice(plan.prices.year, language) : '—'}
                  {plan.examplePrices ? (
                    <span className="ms-2 rounded-full bg-warning/15 px-2 py-0.5 text-xs font-semibold text-warning ring-1 ring-warning/40">
                      {t('admin.example')}
                    </span>
                  ) : null}
                </td>
                <td className="p-3 tabular-nums">{plan.subscribers ?? '—'}</td>
                <td className="p-3">{t(`admin.visibilities.${plan.visibility}`)}</td>
                <td className="p-3">
                  <div className="flex justify-end gap-2">
                    <Button size="sm" variant="secondary" onClick={() => onEdit(plan)}>
                      {t('admin.edit')}
                    </Button>
                    {plan.kind === 'paid' ? (
                      <Button
                        size="sm"
                        variant="dangerGhost"
                        disabled={remove.isPending}
                        onClick={() => {
                          if (
                            window.confirm(t('admin.deleteConfirm', { name: localizedText(plan.name, 'en') }))
                          )
                            remove.mutate(plan.id);
                        }}
                      >
                        {t('admin.delete')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="grid gap-1.5 text-sm">
      <span className="font-semibold">{label}</span>
      {children}
      {hint ? <span className="text-xs text-ink-muted">{hint}</span> : null}
    </label>
  );
}

function PlanEditor({ plan, onDone }: { plan: Plan | null; onDone: () => void }) {
  const { t } = useTranslation('plans');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? draftOf(plan) : emptyDraft()));
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (patch: Partial<PlanDraft>) => {
    setInvalid(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const save = useMutation({
    mutationFn: async () => {
      const result = bodyOf(draft);
      if ('invalid' in result) throw new Error(t('admin.form.invalid', { field: result.invalid }));
      if (plan) {
        const { slug: _slug, ...body } = result.body;
        return updatePlan(plan.id, body);
      }
      return createPlan(result.body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planQueryKeys.adminPlans });
      void queryClient.invalidateQueries({ queryKey: planQueryKeys.publicPlans });
      toast({ variant: 'success', title: t('admin.form.saved') });
      onDone();
    },
  });
  const title = plan
    ? t('admin.form.editTitle', { name: localizedText(plan.name, 'en') })
    : t('admin.form.createTitle');
  return (
    <form
      className="grid max-w-3xl gap-6 rounded-xl bg-surface p-5 ring-1 ring-line"
      onSubmit={(event) => {
        event.preventDefault();
        const result = bodyOf(draft);
        if ('invalid' in result) setInvalid(result.invalid);
        else save.mutate();
      }}
    >
      <h2 className="text-xl font-bold">{title}</h2>
      {plan ? null : (
        <Field label={t('admin.form.slug')} hint={t('admin.form.slugHint')}>
          <input className={INPUT} value={draft.slug} onChange={(e) => set({ slug: e.target.value })} />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.form.nameEn')}>
          <input
            className={INPUT}
            required
            value={draft.nameEn}
            onChange={(e) => set({ nameEn: e.target.value })}
          />
        </Field>
        <Field label={t('admin.form.descriptionEn')}>
          <input
            className={INPUT}
            value={draft.descriptionEn}
            onChange={(e) => set({ descriptionEn: e.target.value })}
          />
        </Field>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('admin.form.translations')}</legend>
        {draft.translations.map((translation, index) => {
          const update = (patch: Partial<typeof translation>) =>
            set({
              translations: draft.translations.map((item, i) => (i === index ? { ...item, ...patch } : item)),
            });
          return (
            <div key={index} className="grid items-end gap-3 sm:grid-cols-[6rem_1fr_2fr_auto]">
              <Field label={t('admin.form.translationLanguage')}>
                <input
                  className={INPUT}
                  maxLength={2}
                  value={translation.language}
                  onChange={(e) => update({ language: e.target.value })}
                />
              </Field>
              <Field label={t('admin.form.translationName')}>
                <input
                  className={INPUT}
                  value={translation.name}
                  onChange={(e) => update({ name: e.target.value })}
                />
              </Field>
              <Field label={t('admin.form.translationDescription')}>
                <input
                  className={INPUT}
                  value={translation.description}
                  onChange={(e) => update({ description: e.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                onClick={() => set({ translations: draft.translations.filter((_, i) => i !== index) })}
              >
                {t('admin.form.removeTranslation')}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              set({ translations: [...draft.translations, { language: '', name: '', description: '' }] })
            }
          >
            {t('admin.form.addTranslation')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('admin.form.monthlyPrice')}>
            <input
              className={INPUT}
              inputMode="decimal"
              value={draft.monthly}
              onChange={(e) => set({ monthly: e.target.value })}
            />
          </Field>
          <Field label={t('admin.form.yearlyPrice')}>
            <input
              className={INPUT}
              inputMode="decimal"
              value={draft.yearly}
              onChange={(e) => set({ yearly: e.target.value })}
            />
          </Field>
          <Field label={t('admin.form.currency')}>
            <input
              className={INPUT}
              maxLength={3}
              value={draft.currency}
              onChange={(e) => set({ currency: e.target.value.toUpperCase() })}
            />
          </Field>
        </div>
        {plan?.examplePrices ? (
          <p className="text-sm font-semibold text-warning">{t('admin.form.exampleNote')}</p>
        ) : null}
        <p className="text-sm text-warning">{t('admin.form.priceNote')}</p>
        <p className="text-xs text-ink-muted">{t('admin.form.priceEmpty')}</p>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('admin.form.trialDays')}>
          <input
            className={INPUT}
            inputMode="numeric"
            value={draft.trialDays}
            onChange={(e) => set({ trialDays: e.target.value })}
          />
        </Field>
        <Field label={t('admin.visibility')}>
          <NativeSelect
            value={draft.visibility}
            onChange={(e) => set({ visibility: e.target.value as PlanDraft['visibility'] })}
          >
            {(['public', 'hidden', 'archived'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`admin.visibilities.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('admin.form.sortOrder')}>
          <input
            className={INPUT}
            inputMode="numeric"
            value={draft.sortOrder}
            onChange={(e) => set({ sortOrder: e.target.value })}
          />
        </Field>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('admin.form.limits')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {METERED_ACTIONS.map((action) => (
            <Field key={action} label={t(`actions.${action}`)}>
              <input
                className={INPUT}
                inputMode="numeric"
                value={draft.limits[action]}
                onChange={(e) => set({ limits: { ...draft.limits, [action]: e.target.value } })}
              />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('admin.form.features')}</legend>
        {PLAN_FEATURES.map((feature) => (
          <label key={feature} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-accent)]"
              checked={draft.features.includes(feature)}
              onChange={(e) =>
                set({
                  features: e.target.checked
                    ? [...draft.features, feature]
                    : draft.features.filter((f) => f !== feature),
                })
              }
            />
            {t(`features.${feature}`)}
          </label>
        ))}
      </fieldset>
      {invalid ? <ErrorNote>{t('admin.form.invalid', { field: invalid })}</ErrorNote> : null}
      {save.error ? <ErrorNote>{t('admin.form.failed', { message: save.error.message })}</ErrorNote> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.form.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('admin.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
