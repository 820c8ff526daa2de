// 'Initialization Error' (spec §2, §8): the stage-specific text, collapsible Technical Details, Retry (reload)
// and Continue Offline. Every text has its English built in: this screen shows when translations failed.
import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { INIT_ERROR_TEXTS, initErrorTextId } from './init-error-text.ts';
import { INIT_STEP_NAMES, type InitError, type InitState } from './init-store.ts';

const FALLBACK = {
  title: 'Initialization Error',
  technicalDetails: 'Technical Details',
  retry: 'Retry',
  continueOffline: 'Continue Offline',
  helpLine: 'If this problem persists, try clearing your browser cache or reinstalling the app.',
  stage: 'Stage',
  message: 'Message',
  steps: 'Steps',
};

interface Props {
  error: InitError;
  steps: InitState['steps'];
  onContinueOffline: () => void;
}

export function InitializationErrorScreen({ error, steps, onContinueOffline }: Props) {
  const { t } = useTranslation('common');
  const text = (key: keyof typeof FALLBACK) => t(`init.${key}`, { defaultValue: FALLBACK[key] });
  const id = initErrorTextId(error);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <section
        role="alert"
        aria-labelledby="init-error-title"
        className="grid w-full max-w-lg gap-5 rounded-2xl bg-surface p-6 shadow-2xl ring-1 ring-line sm:p-8"
      >
        <TriangleExclamationPoint className="size-10 text-warning" aria-hidden />
        <h1 id="init-error-title" className="text-2xl font-bold">
          {text('title')}
        </h1>
        <p className="text-ink-muted">{t(`init.errors.${id}`, { defaultValue: INIT_ERROR_TEXTS[id] })}</p>
        <details className="rounded-xl bg-page/60 p-4 text-sm ring-1 ring-line">
          <summary className="cursor-pointer font-semibold">{text('technicalDetails')}</summary>
          <dl className="mt-3 grid gap-2 text-ink-muted">
            <div>
              <dt className="inline font-medium text-ink">{text('stage')}: </dt>
              <dd className="inline">{error.stage}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">{text('message')}: </dt>
              <dd className="inline break-words">{error.message}</dd>
            </div>
            <div>
              <dt className="font-medium text-ink">{text('steps')}:</dt>
              <dd>
                <ul className="mt-1 grid gap-1 font-mono text-xs">
                  {INIT_STEP_NAMES.map((name) => {
                    const step = steps[name];
                    const took =
                      step.startTime !== null && step.endTime !== null
                        ? ` (${step.endTime - step.startTime} ms)`
                        : '';
                    return (
                      <li key={name}>
                        {name}: {step.status}
                        {took}
                        {step.error ? ` — ${step.error}` : ''}
                      </li>
                    );
                  })}
                </ul>
              </dd>
            </div>
          </dl>
        </details>
        <p className="text-xs text-ink-muted">{text('helpLine')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>{text('retry')}</Button>
          <Button variant="secondary" onClick={onContinueOffline}>
            {text('continueOffline')}
          </Button>
        </div>
      </section>
    </main>
  );
}
