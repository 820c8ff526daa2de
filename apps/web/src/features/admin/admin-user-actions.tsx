// What an admin can do to one user: disable or enable them, grant or remove the admin role, give a plan, grant
// extra credits for this period, and delete the account. Each answer is the user's new state; each refusal
// the server explains (yourself, the last admin, a reused key) is said in words.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CREDIT_ACTIONS, type AdminUserDetail, type CreditAction } from '@vidcraft/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast-store.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { ConfirmDialog } from './admin-confirm-dialog.tsx';
import { errorReason } from './admin-format.ts';
import { adminQueryKeys, useGivablePlans } from './admin-queries.ts';
import {
  deleteUser,
  grantUserCredits,
  grantUserPlan,
  setUserAccess,
  setUserRole,
} from './admin-users-api.ts';

const INPUT =
  'h-10 w-full rounded-lg bg-surface-raised px-3 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent';

/** A change whose answer is the user's new state: shown at once, and the lists and audit log refreshed. */
function useUserChange<T>(id: string, change: (input: T) => Promise<AdminUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminQueryKeys.user(id), detail);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.lists });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.allAudit });
    },
  });
}

/** The refusal in words: a reason the page knows, else the server's own message. */
function useRefusal() {
  const { t } = useTranslation('admin');
  return (error: Error | null, known: Record<string, string>): ReactNode => {
    if (!error) return null;
    const reason = errorReason(error);
    return (
      <ErrorNote>{(reason && known[reason]) ?? t('common.failed', { message: error.message })}</ErrorNote>
    );
  };
}

export function Panel({ title, children, tone }: { title: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <section
      className={`grid content-start gap-3 rounded-xl bg-surface p-5 ring-1 ${tone === 'danger' ? 'ring-danger/40' : 'ring-line'}`}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

export function AccessPanel({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const language = useRouteLanguage();
  const refusal = useRefusal();
  const [confirming, setConfirming] = useState(false);
  const access = useUserChange(user.id, (disabled: boolean) => setUserAccess(user.id, disabled));
  return (
    <Panel title={t('user.access.title')}>
      <p className="text-sm">
        {user.disabledAt
          ? t('user.access.disabledSince', { date: formatDateTime(user.disabledAt, language) })
          : t('user.access.enabled')}
      </p>
      {user.disabled ? (
        <div>
          <Button variant="secondary" disabled={access.isPending} onClick={() => access.mutate(false)}>
            {t('user.access.enable')}
          </Button>
        </div>
      ) : isSelf ? (
        <p className="text-sm text-ink-muted">{t('user.access.self')}</p>
      ) : (
        <div>
          <Button variant="dangerGhost" className="ring-1 ring-danger/40" onClick={() => setConfirming(true)}>
            {t('user.access.disable')}
          </Button>
        </div>
      )}
      {refusal(access.error, { self: t('user.access.self'), lastAdmin: t('user.role.lastAdmin') })}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('user.access.confirmTitle', { email: user.email })}
        body={t('user.access.confirmBody')}
        confirmLabel={t('user.access.disable')}
        danger
        busy={access.isPending}
        onConfirm={() => access.mutate(true, { onSettled: () => setConfirming(false) })}
      />
    </Panel>
  );
}

export function RolePanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const refusal = useRefusal();
  const [confirming, setConfirming] = useState(false);
  const role = useUserChange(user.id, (next: 'user' | 'admin') => setUserRole(user.id, next));
  const isAdmin = user.role === 'admin';
  return (
    <Panel title={t('user.role.title')}>
      <p className="text-sm">{isAdmin ? t('user.role.isAdmin') : t('user.role.isUser')}</p>
      <div>
        <Button variant="secondary" disabled={role.isPending} onClick={() => setConfirming(true)}>
          {isAdmin ? t('user.role.removeAdmin') : t('user.role.makeAdmin')}
        </Button>
      </div>
      <p className="text-xs text-ink-muted">{t('user.role.envNote')}</p>
      {refusal(role.error, { lastAdmin: t('user.role.lastAdmin') })}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          isAdmin
            ? t('user.role.confirmRemoveTitle', { email: user.email })
            : t('user.role.confirmGrantTitle', { email: user.email })
        }
        body={isAdmin ? t('user.role.confirmRemoveBody') : t('user.role.confirmGrantBody')}
        confirmLabel={t('user.confirm')}
        busy={role.isPending}
        onConfirm={() => role.mutate(isAdmin ? 'user' : 'admin', { onSettled: () => setConfirming(false) })}
      />
    </Panel>
  );
}

export function PlanPanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const refusal = useRefusal();
  const plans = useGivablePlans();
  const [planId, setPlanId] = useState('');
  const [note, setNote] = useState('');
  const grant = useUserChange(user.id, (input: { planId: string; note: string }) =>
    grantUserPlan(user.id, input.planId, input.note),
  );
  const chosen = planId || plans.data?.find((plan) => plan.id !== user.plan.id)?.id || '';
  return (
    <Panel title={t('user.plan.title')}>
      <p className="text-sm">
        {t('user.plan.current', {
          plan: user.plan.name,
          status: t(`common.statuses.${user.subscriptionStatus}`),
        })}
      </p>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) grant.mutate({ planId: chosen, note }, { onSuccess: () => setNote('') });
        }}
      >
        <label className="grid gap-1.5 text-sm">
          <span className="font-semibold">{t('user.plan.choose')}</span>
          <NativeSelect value={chosen} onChange={(event) => setPlanId(event.target.value)}>
            {(plans.data ?? []).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name.en ?? plan.slug} · {t(`common.kinds.${plan.kind}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="grid gap-1.5 text-sm">
          <span className="font-semibold">{t('user.plan.note')}</span>
          <input className={INPUT} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <p className="text-xs text-ink-muted">{t('user.plan.hint')}</p>
        <div>
          <Button type="submit" disabled={!chosen || grant.isPending}>
            {t('user.plan.submit')}
          </Button>
        </div>
        {grant.isSuccess ? (
          <p role="status" className="text-sm text-success">
            {t('user.plan.done')}
          </p>
        ) : null}
        {refusal(grant.error, {})}
      </form>
    </Panel>
  );
}

export function CreditsPanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('plans');
  const language = useRouteLanguage();
  const refusal = useRefusal();
  const [action, setAction] = useState<CreditAction>('optimization');
  const [amount, setAmount] = useState('10');
  // One key per intent: the same grant sent again (a retry after a lost answer) is granted once.
  const [key, setKey] = useState(randomUuid);
  const grant = useUserChange(user.id, (input: { action: CreditAction; amount: number; key: string }) =>
    grantUserCredits(user.id, input.action, input.amount, input.key),
  );
  const parsed = Number(amount);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= 100_000;
  return (
    <Panel title={t('user.credits.title')}>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          grant.mutate({ action, amount: parsed, key }, { onSuccess: () => setKey(randomUuid()) });
        }}
      >
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <label className="grid gap-1.5 text-sm">
            <span className="font-semibold">{t('user.credits.action')}</span>
            <NativeSelect
              value={action}
              onChange={(event) => {
                setAction(event.target.value as CreditAction);
                setKey(randomUuid());
              }}
            >
              {CREDIT_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {tp(`actions.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="grid gap-1.5 text-sm">
            <span className="font-semibold">{t('user.credits.amount')}</span>
            <input
              className={INPUT}
              inputMode="numeric"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setKey(randomUuid());
              }}
            />
          </label>
        </div>
        <p className="text-xs text-ink-muted">{t('user.credits.hint')}</p>
        <div>
          <Button type="submit" disabled={!valid || grant.isPending}>
            {t('user.credits.submit')}
          </Button>
        </div>
        {grant.isSuccess ? (
          <p role="status" className="text-sm text-success">
            {t('user.credits.done')}
          </p>
        ) : null}
        {refusal(grant.error, {})}
      </form>
      <h3 className="text-sm font-semibold">{t('user.credits.granted')}</h3>
      {user.credits.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('user.credits.none')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {user.credits.map((credit) => (
            <li key={credit.id}>
              <span className="font-semibold tabular-nums">
                {t('user.credits.entry', { amount: credit.amount, action: tp(`actions.${credit.action}`) })}
              </span>{' '}
              <span className="text-ink-muted">
                {credit.grantedBy
                  ? t('user.credits.by', {
                      email: credit.grantedBy,
                      date: formatDate(credit.createdAt, language),
                    })
                  : t('user.credits.byUnknown', { date: formatDate(credit.createdAt, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function DeletePanel({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const refusal = useRefusal();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteUser(user.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.user(user.id) });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.lists });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.allAudit });
      toast({ variant: 'success', title: t('user.delete.done', { email: user.email }) });
      void navigate(localize('/admin'));
    },
  });
  return (
    <Panel title={t('user.delete.title')} tone="danger">
      <p className="text-sm">{t('user.delete.body')}</p>
      {isSelf ? (
        <p className="text-sm text-ink-muted">{t('user.delete.self')}</p>
      ) : (
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('user.delete.action')}
          </Button>
        </div>
      )}
      {refusal(remove.error, { self: t('user.delete.self') })}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('user.delete.confirmTitle', { email: user.email })}
        body={t('user.delete.body')}
        confirmLabel={t('user.delete.confirm')}
        danger
        typed={{ label: t('user.delete.confirmLabel'), text: user.email }}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Panel>
  );
}
