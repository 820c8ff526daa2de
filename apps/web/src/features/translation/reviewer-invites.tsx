// Invite a bilingual reviewer for this language: a link that opens only this video's translation in this
// language, until it expires or is revoked. The link is shown once (the server keeps only its hash), with a
// copy button; the invitations below can be revoked at once.
import { useId, useState } from 'react';
import type { ReviewerInvite, TranslationJob } from '@vidcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { inviteReviewer, revokeReviewer } from './translation-api.ts';
import { useJobCache } from './use-translation-jobs.ts';

export const DEFAULT_EXPIRY_DAYS = 7;
export const MAX_EXPIRY_DAYS = 30;

/** Where a link is: revoked, expired, or usable. */
export function inviteState(
  invite: ReviewerInvite,
  now: Date = new Date(),
): 'revoked' | 'expired' | 'active' {
  if (invite.revokedAt) return 'revoked';
  return new Date(invite.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

function withInvite(job: TranslationJob, invite: ReviewerInvite): TranslationJob {
  const others = job.invites.filter((item) => item.id !== invite.id);
  return { ...job, invites: [invite, ...others] };
}

export function ReviewerInvites({ job, language }: { job: TranslationJob; language: string }) {
  const { t, i18n } = useTranslation('translation');
  const id = useId();
  const { putJob } = useJobCache();
  const [name, setName] = useState('');
  const [days, setDays] = useState(DEFAULT_EXPIRY_DAYS);
  const invite = useMutation({
    mutationFn: () => inviteReviewer(job.id, language, name.trim(), days),
    meta: { errorToast: false },
    onSuccess: ({ invite: created }) => {
      putJob(withInvite(job, created));
      setName('');
    },
  });
  const revoke = useMutation({
    mutationFn: (inviteId: string) => revokeReviewer(inviteId),
    meta: { errorToast: false },
    onSuccess: (revoked) => putJob(withInvite(job, revoked)),
  });
  const invites = job.invites.filter((item) => item.language === language);
  const validDays = Number.isInteger(days) && days >= 1 && days <= MAX_EXPIRY_DAYS;

  return (
    <div className="grid gap-3">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <UserPlus className="size-4 text-accent" aria-hidden />
        {t('invites.title')}
      </h4>
      <p className="text-xs text-ink-muted">{t('invites.lead')}</p>
      <form
        className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() && validDays) invite.mutate();
        }}
      >
        <label className="grid gap-1 text-xs font-medium text-ink-muted" htmlFor={`${id}-name`}>
          {t('invites.name')}
          <input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
            className="h-10 rounded-lg bg-surface-raised px-3 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent"
          />
        </label>
        <label className="grid gap-1 text-xs font-medium text-ink-muted" htmlFor={`${id}-days`}>
          {t('invites.days')}
          <input
            id={`${id}-days`}
            type="number"
            min={1}
            max={MAX_EXPIRY_DAYS}
            value={Number.isNaN(days) ? '' : days}
            onChange={(event) => setDays(event.target.valueAsNumber)}
            className="h-10 rounded-lg bg-surface-raised px-3 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent"
          />
        </label>
        <Button type="submit" size="md" disabled={!name.trim() || !validDays || invite.isPending}>
          {invite.isPending ? t('invites.creating') : t('invites.create')}
        </Button>
      </form>
      {invite.error ? <ErrorNote>{invite.error.message}</ErrorNote> : null}
      {invite.data ? (
        <div className="grid gap-2 rounded-xl bg-success/10 p-3 ring-1 ring-success/30" role="status">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Link2 className="size-4 shrink-0 text-success" aria-hidden />
            {t('invites.linkTitle', { name: invite.data.invite.name })}
          </p>
          <p className="font-mono text-xs break-all" dir="ltr">
            {invite.data.link}
          </p>
          <p className="text-xs text-ink-muted">{t('invites.linkOnce')}</p>
          <div>
            <CopyButton
              text={t('invites.copy')}
              copiedText={t('invites.copied')}
              variant="secondary"
              onCopy={() => copyText(invite.data.link)}
            />
          </div>
        </div>
      ) : null}
      {invites.length > 0 ? (
        <ul className="grid gap-2">
          {invites.map((item) => {
            const state = inviteState(item);
            return (
              <li
                key={item.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-page/60 p-2 text-sm ring-1 ring-line"
              >
                <span className="font-medium">{item.name}</span>
                <span className="text-xs text-ink-muted">
                  {state === 'revoked'
                    ? t('invites.revokedAt', { time: formatDateTime(item.revokedAt ?? '', i18n.language) })
                    : state === 'expired'
                      ? t('invites.expired')
                      : t('invites.expires', { time: formatRelative(item.expiresAt, i18n.language) })}
                </span>
                {item.lastUsedAt ? (
                  <span className="text-xs text-ink-muted">
                    {t('invites.lastUsed', { time: formatRelative(item.lastUsedAt, i18n.language) })}
                  </span>
                ) : null}
                {state === 'active' ? (
                  <Button
                    size="sm"
                    variant="dangerGhost"
                    className="ms-auto"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(item.id)}
                    aria-label={t('invites.revokeLabel', { name: item.name })}
                  >
                    {t('invites.revoke')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {revoke.error ? <ErrorNote>{revoke.error.message}</ErrorNote> : null}
    </div>
  );
}
