import { useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useUpdateName } from './use-profile.ts';

export const NAME_MAX_LENGTH = 100;

export function ProfileNameForm({ name }: { name: string }) {
  const { t } = useTranslation('app');
  const [value, setValue] = useState(name);
  const update = useUpdateName();
  const trimmed = value.trim();
  const changed = trimmed !== name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && changed) update.mutate(trimmed);
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor="profile-name" className="text-sm font-medium">
        {t('profile.name.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="profile-name"
          value={value}
          maxLength={NAME_MAX_LENGTH}
          required
          autoComplete="name"
          onChange={(event) => setValue(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-lg bg-surface-raised px-3 text-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent"
        />
        <Button type="submit" variant="secondary" disabled={!trimmed || !changed || update.isPending}>
          {update.isSuccess && !changed ? <Check aria-hidden /> : null}
          {t('profile.name.save')}
        </Button>
      </div>
      <p className="text-xs text-ink-muted" aria-live="polite">
        {update.isSuccess && !changed ? t('profile.name.saved') : t('profile.name.hint')}
      </p>
    </form>
  );
}
