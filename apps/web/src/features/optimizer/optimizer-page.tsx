// /video-optimizer?videoId=… (issue 6): one video — its current metadata with Vidcraft's score and the rubric,
// "Get suggestions" (followed live in the AI generation overlay), then the editor with the score before →
// after, live. /video-optimization is the picker that opens this screen; without a video it sends you there.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { VideoDetails } from '@vidcraft/contracts';
import { scoreVideo } from '@vidcraft/seo';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { StateBox } from '../app-shell/app-page.tsx';
import { useConnections } from '../channels/use-connections.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { useVideoDetails } from '../videos/use-video-details.ts';
import { CurrentMetadata } from './current-metadata.tsx';
import { availabilityFrom } from './engine-availability.ts';
import { useOptimizationUsage } from './use-optimization-usage.ts';
import { defaultEngine, engineOptions, type EngineSelection } from './engine-choice.tsx';
import { OptimizerEditor } from './optimizer-editor.tsx';
import { ScorePanel } from './score-panel.tsx';
import { SuggestPanel } from './suggest-panel.tsx';
import { SuggestionNotes } from './suggestion-notes.tsx';
import { useOptimizationRun } from './use-optimization-run.ts';
import { RestoredDraftNotice } from './restored-draft-notice.tsx';
import { useOptimizerDraft } from './use-optimizer-draft.ts';
import { useVideoSuggestions } from './use-video-suggestions.ts';
import { VideoHeader } from './video-header.tsx';
import { scoreInputOf } from './video-score.ts';

const FRAME = 'mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8';

function Workspace({
  video,
  suggestions,
}: {
  video: VideoDetails;
  suggestions: ReturnType<typeof useVideoSuggestions>['data'];
}) {
  const connection = useConnections().data?.find((item) => item.youtubeChannelId === video.channelId) ?? null;
  const latest = suggestions?.[0] ?? null;
  const {
    draft,
    generation,
    restored,
    setField,
    restart,
    setResumePublish,
    discard,
    keepRestored,
    saveForReturn,
  } = useOptimizerDraft(video, latest);
  const availability = availabilityFrom(useOptimizationUsage().data);
  const [chosen, setEngine] = useState<EngineSelection | null>(null);
  // Until the user picks, the server's default; a choice the server cannot serve falls back to it too.
  const engine =
    chosen && engineOptions(availability).includes(chosen) ? chosen : defaultEngine(availability);
  const run = useOptimizationRun({
    videoId: video.id,
    videoTitle: video.title,
    onReady: () =>
      requestAnimationFrame(() =>
        document.getElementById('suggestion-notes')?.scrollIntoView({ block: 'start' }),
      ),
  });

  const before = useMemo(() => scoreVideo(scoreInputOf(video)), [video]);
  const values = useDeferredValue(draft?.values ?? null);
  const after = useMemo(() => (values ? scoreVideo(scoreInputOf(video, values)) : null), [video, values]);

  return (
    <>
      <ScorePanel before={before} after={after} />
      {draft ? null : <CurrentMetadata video={video} />}
      <SuggestPanel
        key={latest ? 'again' : 'first'}
        video={video}
        connection={connection}
        hasSuggestions={latest !== null}
        availability={availability}
        engine={engine}
        onEngine={setEngine}
        running={run.running}
        job={run.job}
        failure={run.failure}
        onStart={run.start}
      />
      {latest && draft ? (
        <>
          <div id="suggestion-notes" className="scroll-mt-20">
            <SuggestionNotes suggestion={latest} video={video} />
          </div>
          {restored ? <RestoredDraftNotice onDiscard={discard} onKeep={keepRestored} /> : null}
          <OptimizerEditor
            key={`${latest.id}:${generation}`}
            video={video}
            connection={connection}
            suggestion={latest}
            draft={draft}
            scores={{ before: before.score, after: after?.score ?? before.score }}
            setField={setField}
            restart={restart}
            setResumePublish={setResumePublish}
            saveForReturn={saveForReturn}
          />
        </>
      ) : null}
    </>
  );
}

function OptimizerScreen({ videoId }: { videoId: string }) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const details = useVideoDetails(videoId);
  const suggestions = useVideoSuggestions(videoId);
  if (details.isPending || suggestions.isPending) {
    return (
      <StateBox role="status">
        <Spinner text={t('optimizer.loading')} />
      </StateBox>
    );
  }
  if (details.isError || !details.data || suggestions.isError) {
    return (
      <StateBox role="alert">
        <p className="font-semibold">{t('videos.detail.notFoundTitle')}</p>
        <p className="text-sm text-ink-muted">{t('videos.detail.notFound')}</p>
        <Button asChild variant="secondary">
          <Link to={localize('/video-optimization')}>{t('optimizer.changeVideo')}</Link>
        </Button>
      </StateBox>
    );
  }
  return (
    <>
      <VideoHeader video={details.data} />
      <Workspace video={details.data} suggestions={suggestions.data} />
    </>
  );
}

export function OptimizerPage() {
  // Load the AI generation overlay ahead, so it shows the moment a run begins (not after a fast one ended).
  useEffect(() => void import('../../components/ai-generation/ai-generation-dialog.tsx'), []);
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const videoId = params.get('videoId');
  if (!videoId) return <Navigate to={localize('/video-optimization')} replace />;
  return (
    <div className={FRAME}>
      <OptimizerScreen key={videoId} videoId={videoId} />
    </div>
  );
}
