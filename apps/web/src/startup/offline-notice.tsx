// Shown on every screen after "Continue Offline": the app could not reach the server, so what it shows may be
// empty or incomplete and nothing can be saved. English is built in: translations may be what failed to load.
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { useOfflineMode } from '../lib/offline-mode.ts';

export const OFFLINE_TEXTS = {
  title: 'You are offline',
  body: 'Vidcraft cannot reach its server, so some information may be missing and changes cannot be saved.',
  retry: 'Try again',
};

export function OfflineNotice() {
  const { t } = useTranslation('common');
  const offline = useOfflineMode();
  if (!offline) return null;
  const text = (key: keyof typeof OFFLINE_TEXTS) => t(`offline.${key}`, { defaultValue: OFFLINE_TEXTS[key] });
  return (
    <div
      role="status"
      aria-labelledby="offline-notice-title"
      className="border-b border-warning/40 bg-warning/10 px-4 py-2.5 text-sm sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2">
        <WifiOff className="size-4 shrink-0 text-warning" aria-hidden />
        <p className="min-w-0 flex-1">
          <strong id="offline-notice-title" className="font-semibold">
            {text('title')}
          </strong>{' '}
          <span className="text-ink-muted">{text('body')}</span>
        </p>
        <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
          {text('retry')}
        </Button>
      </div>
    </div>
  );
}
