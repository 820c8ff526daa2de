// Installs the reporter that turns failed queries and mutations of the signed-in area into toasts.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setQueryErrorReporter } from '../../app/query-provider.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { createApiErrorReporter, type ErrorMeta } from '../reauth/api-error-reporter.ts';

export function useQueryErrorToasts(): void {
  const { t, i18n } = useTranslation('app');
  const client = useQueryClient();
  const language = i18n.language;

  useEffect(() => {
    const report = createApiErrorReporter({
      t,
      language,
      // A channel that needs re-authorization shows its badge on the next look at the list.
      onReauthNeeded: () => void client.invalidateQueries({ queryKey: queryKeys.connections }),
    });
    setQueryErrorReporter((error, meta, kind) => void report(error, meta as ErrorMeta | undefined, kind));
    return () => setQueryErrorReporter(null);
  }, [client, language, t]);
}
