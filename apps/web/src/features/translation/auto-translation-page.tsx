// /auto-translation: pick videos (the tools' picker, several at once) and target languages, choose what to
// translate, read the estimate, start — then follow each video's run and open its results.
import { useCallback, useMemo, useState } from 'react';
import type { TranslationCapabilities, VideoSummary } from '@vidcraft/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Languages, X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatNumber } from '../../lib/format.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { NoChannelState } from '../channels/no-channel-state.tsx';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { VideoPicker } from '../videos/video-picker.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { DEFAULT_GROUPS, inOfferedOrder, type LanguageGroups } from './language-selection.ts';
import { Section } from './section.tsx';
import { fetchTranslationCapabilities } from './translation-api.ts';
import { TranslationEstimatePanel } from './translation-estimate-panel.tsx';
import { translationKeys } from './translation-keys.ts';
import { RESULTS_PATH } from './translation-paths.ts';
import {
  choiceGap,
  initialChoice,
  MAX_VIDEOS,
  requestOf,
  type TranslationChoice,
} from './translation-request.ts';
import { TranslationRuns } from './translation-runs.tsx';
import { TranslationTexts, useDocumentTitle } from './translation-texts.tsx';
import { useStartTranslation } from './use-start-translation.ts';
import { useTranslationEstimate } from './use-translation-estimate.ts';
import { usePreselectedVideo } from './use-preselected-video.ts';
import { WhatToTranslate } from './what-to-translate.tsx';

export function groupsOf(capabilities: TranslationCapabilities): LanguageGroups {
  const { core, more } = capabilities.languages;
  return core.length + more.length > 0 ? { core, more } : DEFAULT_GROUPS;
}

function ChosenVideos({
  videos,
  onRemove,
  onClear,
}: {
  videos: readonly VideoSummary[];
  onRemove: (video: VideoSummary) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('translation');
  if (videos.length === 0) return <p className="text-sm text-ink-muted">{t('videos.noneChosen')}</p>;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium" aria-live="polite">
          {t('videos.chosen', {
            count: videos.length,
            formatted: formatNumber(videos.length, i18n.language),
          })}
        </p>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('videos.clear')}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-1.5">
        {videos.map((video) => (
          <li key={video.id}>
            <span className="inline-flex max-w-[18rem] items-center gap-1 rounded-full bg-surface-raised py-1 ps-3 pe-1 text-xs ring-1 ring-line">
              <span className="truncate" dir="auto">
                {video.title}
              </span>
              <button
                type="button"
                onClick={() => onRemove(video)}
                aria-label={t('videos.remove', { title: video.title })}
                className="rounded-full p-1 text-ink-muted hover:bg-line hover:text-ink"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          </li>
        ))}
      </ul>
      {videos.length > MAX_VIDEOS ? (
        <p className="text-sm text-warning">{t('videos.tooMany', { max: MAX_VIDEOS })}</p>
      ) : null}
    </div>
  );
}

function Workspace({
  capabilities,
  connectionId,
}: {
  capabilities: TranslationCapabilities;
  connectionId: string;
}) {
  const { t, i18n } = useTranslation('translation');
  const localize = useLocalizedPath();
  const groups = useMemo(() => groupsOf(capabilities), [capabilities]);
  const [choice, setChoice] = useState<TranslationChoice>(() => initialChoice(capabilities));
  const [videos, setVideos] = useState<VideoSummary[]>([]);
  const update = (patch: Partial<TranslationChoice>) => setChoice((current) => ({ ...current, ...patch }));
  const setChosenVideos = (next: VideoSummary[]) => {
    setVideos(next);
    update({ videoIds: next.map((video) => video.id) });
  };
  const selectedIds = useMemo(() => new Set(videos.map((video) => video.id)), [videos]);
  // Opened for one video (?video=…, captions=1 from caption management): chosen as if picked.
  usePreselectedVideo(
    capabilities,
    useCallback((video, captions) => {
      setVideos((current) => (current.some((item) => item.id === video.id) ? current : [...current, video]));
      setChoice((current) => ({
        ...current,
        videoIds: current.videoIds.includes(video.id) ? current.videoIds : [...current.videoIds, video.id],
        ...(captions ? { captions } : {}),
      }));
    }, []),
  );
  const toggleVideo = (video: VideoSummary) =>
    setChosenVideos(
      selectedIds.has(video.id) ? videos.filter((item) => item.id !== video.id) : [...videos, video],
    );

  const request = requestOf(choice);
  const gap = choiceGap(choice);
  const estimate = useTranslationEstimate(request);
  const run = useStartTranslation();
  const titles = useMemo(() => new Map(videos.map((video) => [video.id, video.title])), [videos]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <Section step={1} title={t('videos.title')}>
          <ChosenVideos videos={videos} onRemove={toggleVideo} onClear={() => setChosenVideos([])} />
          <VideoPicker
            key={connectionId}
            connectionId={connectionId}
            selection={{ selectedIds, onToggle: toggleVideo }}
          />
        </Section>
        <Section step={2} title={t('languages.title')}>
          <LanguagePicker
            groups={groups}
            presets={capabilities.presets}
            selected={choice.languages}
            onChange={(languages) => update({ languages: inOfferedOrder(languages, groups) })}
            flags={estimate.estimate?.flags ?? []}
            unsupported={estimate.estimate?.unsupported ?? []}
          />
        </Section>
        <Section step={3} title={t('what.title')}>
          <WhatToTranslate capabilities={capabilities} choice={choice} onChange={update} />
        </Section>
      </div>
      <aside className="grid min-w-0 gap-4 lg:sticky lg:top-20" aria-label={t('estimate.title')}>
        <Section step={4} title={t('estimate.title')}>
          <TranslationEstimatePanel
            estimate={estimate.estimate}
            updating={estimate.updating}
            error={estimate.error}
            onRetry={estimate.retry}
            metadata={choice.metadata}
            captions={choice.captions !== null}
          />
          <p className="text-sm text-ink-muted">
            {t('start.summary', {
              videos: formatNumber(choice.videoIds.length, i18n.language),
              languages: formatNumber(choice.languages.length, i18n.language),
            })}
          </p>
          {gap ? <p className="text-sm text-warning">{t(`start.gap.${gap}`, { max: MAX_VIDEOS })}</p> : null}
          <Button
            size="lg"
            disabled={request === null || run.starting}
            onClick={() => request && run.start(request, titles)}
          >
            <Languages aria-hidden />
            {run.starting ? t('start.starting') : t('start.action')}
          </Button>
          {run.error ? <ErrorNote>{run.error.message}</ErrorNote> : null}
        </Section>
        {run.runs.length > 0 ? (
          <Section
            title={t('run.title')}
            action={
              <Link
                to={localize(RESULTS_PATH)}
                className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
              >
                {t('run.allResults')}
                <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
              </Link>
            }
          >
            <TranslationRuns runs={run.runs} />
          </Section>
        ) : null}
      </aside>
    </div>
  );
}

function Body() {
  const { t } = useTranslation('translation');
  const localize = useLocalizedPath();
  const { active, query } = useActiveConnection();
  const capabilities = useQuery({
    queryKey: translationKeys.capabilities,
    queryFn: fetchTranslationCapabilities,
    staleTime: 5 * 60_000,
  });
  useDocumentTitle(t('page.documentTitle'));
  let body;
  if (query.isPending || capabilities.isPending) {
    body = (
      <StateBox role="status">
        <Spinner />
      </StateBox>
    );
  } else if (!active) {
    body = <NoChannelState />;
  } else if (capabilities.isError) {
    body = (
      <StateBox role="alert">
        <p className="font-semibold">{t('page.unavailableTitle')}</p>
        <p className="text-sm text-ink-muted">{capabilities.error.message}</p>
        <Button variant="secondary" onClick={() => void capabilities.refetch()}>
          {t('actions.retry')}
        </Button>
      </StateBox>
    );
  } else {
    body = <Workspace key={active.id} capabilities={capabilities.data} connectionId={active.id} />;
  }
  return (
    <AppPage
      title={t('page.title')}
      lead={active ? t('page.lead', { channel: active.channelName }) : undefined}
      actions={
        <Button asChild variant="secondary">
          <Link to={localize(RESULTS_PATH)}>{t('page.resultsLink')}</Link>
        </Button>
      }
    >
      {body}
    </AppPage>
  );
}

export function AutoTranslationPage() {
  return (
    <TranslationTexts>
      <Body />
    </TranslationTexts>
  );
}
