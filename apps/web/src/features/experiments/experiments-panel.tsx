// The packaging-experiment panel of one video (mounted by the analytics page's per-video view): the running
// experiment with its calendar, figures and judgement, or the form to start one; earlier experiments below.
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { EXPERIMENTS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';
import { ExperimentCard } from './experiment-card.tsx';
import { experimentKeys, fetchExperiments } from './experiments-api.ts';
import { StartForm } from './start-form.tsx';

export function ExperimentsPanel({ videoId }: { videoId: string }) {
  return (
    <NamespaceTexts namespace={EXPERIMENTS_NAMESPACE}>
      <Panel videoId={videoId} />
    </NamespaceTexts>
  );
}

function Panel({ videoId }: { videoId: string }) {
  const { t } = useTranslation('experiments');
  const experiments = useQuery({
    queryKey: experimentKeys.list(videoId),
    queryFn: () => fetchExperiments(videoId),
    // A running rotation changes by the day; its swaps by the minute after a stop.
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.status === 'running' && e.stoppedAt) ? 3000 : 60_000,
  });
  const running = experiments.data?.find((e) => e.status === 'running');
  const earlier = experiments.data?.filter((e) => e !== running) ?? [];
  return (
    <section
      aria-labelledby="experiments-title"
      className="grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line"
    >
      <header className="grid gap-1">
        <h2 id="experiments-title" className="flex items-center gap-2 text-lg font-semibold">
          <FlaskConical className="size-5 text-accent" aria-hidden />
          {t('title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('intro')}</p>
      </header>
      {experiments.isPending ? (
        <Spinner />
      ) : experiments.isError ? (
        <ErrorNote>{t('loadFailed')}</ErrorNote>
      ) : running ? (
        <ExperimentCard experiment={running} />
      ) : (
        <StartForm videoId={videoId} />
      )}
      {earlier.length > 0 ? (
        <details className="grid gap-3">
          <summary className="cursor-pointer text-sm font-medium">{t('judgement.history')}</summary>
          <div className="mt-3 grid gap-3">
            {earlier.map((experiment) => (
              <ExperimentCard key={experiment.id} experiment={experiment} />
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}
