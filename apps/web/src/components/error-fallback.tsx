// The top-level error screen (spec §8). Default values keep it readable even if translations are broken.
import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';

export function ErrorFallback() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <TriangleExclamationPoint className="size-12 text-danger" aria-hidden />
      <h1 className="text-2xl font-bold">
        {t('errorBoundary.title', { defaultValue: 'Something went wrong' })}
      </h1>
      <p className="text-ink-muted">
        {t('errorBoundary.description', { defaultValue: 'Please refresh to continue' })}
      </p>
      <Button onClick={() => window.location.reload()}>
        {t('errorBoundary.refresh', { defaultValue: 'Refresh Page' })}
      </Button>
    </main>
  );
}
