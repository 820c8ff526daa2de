// /translation-results: every translation job as a row of the grid (videos × languages, a status chip per
// cell); choosing a cell — or opening `?job=<id>&language=<id>` — opens that language's panel. Below, the
// glossary of a channel the jobs belong to.
import { useMemo, useState } from 'react';
import type { LanguageTranslation, TranslationJob } from '@vidcraft/contracts';
import { Languages } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useConnections } from '../channels/use-connections.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { GlossaryEditor } from './glossary-editor.tsx';
import { LanguagePanel } from './language-panel.tsx';
import { DEFAULT_GROUPS } from './language-selection.ts';
import { buildGrid } from './results-grid.ts';
import { ResultsGrid } from './results-grid.tsx';
import { Section } from './section.tsx';
import { AUTO_TRANSLATION_PATH } from './translation-paths.ts';
import { TranslationTexts, useDocumentTitle } from './translation-texts.tsx';
import { useTranslationJobs } from './use-translation-jobs.ts';

/** The channels the jobs belong to, newest job's first, each once. */
export function channelsOf(jobs: readonly TranslationJob[]): string[] {
  return [...new Set(jobs.map((job) => job.channelId))];
}

function Glossary({ jobs, preferred }: { jobs: readonly TranslationJob[]; preferred: string | null }) {
  const { t } = useTranslation('translation');
  const connections = useConnections();
  const channels = channelsOf(jobs);
  const [chosen, setChosen] = useState<string | null>(null);
  const channelId = chosen ?? preferred ?? channels[0] ?? null;
  const nameOf = (id: string) => connections.data?.find((item) => item.channelId === id)?.channelName ?? id;
  if (!channelId) return null;
  return (
    <Section title={t('glossary.title')}>
      {channels.length > 1 ? (
        <NativeSelect
          aria-label={t('glossary.channel')}
          value={channelId}
          onChange={(event) => setChosen(event.target.value)}
          className="max-w-sm"
        >
          {channels.map((id) => (
            <option key={id} value={id}>
              {nameOf(id)}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      <GlossaryEditor key={channelId} channelId={channelId} channelName={nameOf(channelId)} />
    </Section>
  );
}

function Body() {
  const { t } = useTranslation('translation');
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const jobs = useTranslationJobs();
  const openJob = params.get('job');
  const openLanguage = params.get('language');
  useDocumentTitle(t('results.documentTitle'));
  const grid = useMemo(() => buildGrid(jobs.data ?? [], DEFAULT_GROUPS), [jobs.data]);

  const setOpen = (job: string | null, language: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (job) next.set('job', job);
        else next.delete('job');
        if (language) next.set('language', language);
        else next.delete('language');
        return next;
      },
      { preventScrollReset: true },
    );
  const open = (job: TranslationJob, cell: LanguageTranslation) => setOpen(job.id, cell.language);
  const preferredChannel = jobs.data?.find((job) => job.id === openJob)?.channelId ?? null;

  let body;
  if (jobs.isPending) {
    body = (
      <StateBox role="status">
        <Spinner />
      </StateBox>
    );
  } else if (jobs.isError) {
    body = (
      <StateBox role="alert">
        <p className="font-semibold">{t('results.loadFailed')}</p>
        <p className="text-sm text-ink-muted">{jobs.error.message}</p>
        <Button variant="secondary" onClick={() => void jobs.refetch()}>
          {t('actions.retry')}
        </Button>
      </StateBox>
    );
  } else if (jobs.data.length === 0) {
    body = (
      <StateBox>
        <Languages className="size-8 text-ink-muted" aria-hidden />
        <p className="font-semibold">{t('results.emptyTitle')}</p>
        <p className="text-sm text-ink-muted">{t('results.empty')}</p>
        <Button asChild>
          <Link to={localize(AUTO_TRANSLATION_PATH)}>{t('results.startFirst')}</Link>
        </Button>
      </StateBox>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-ink-muted">{t('results.gridLead')}</p>
        <ResultsGrid grid={grid} open={{ job: openJob, language: openLanguage }} onOpen={open} />
        <Glossary jobs={jobs.data} preferred={preferredChannel} />
      </>
    );
  }

  return (
    <AppPage
      title={t('results.title')}
      lead={t('results.lead')}
      actions={
        <Button asChild variant="secondary">
          <Link to={localize(AUTO_TRANSLATION_PATH)}>{t('results.newTranslation')}</Link>
        </Button>
      }
    >
      {body}
      <LanguagePanel
        jobId={openJob && openLanguage ? openJob : null}
        language={openJob ? openLanguage : null}
        onClose={() => setOpen(openJob, null)}
        onLanguage={(language) => setOpen(openJob, language)}
      />
    </AppPage>
  );
}

export function TranslationResultsPage() {
  return (
    <TranslationTexts>
      <Body />
    </TranslationTexts>
  );
}
