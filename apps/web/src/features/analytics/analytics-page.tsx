// /analytics: the active channel's figures over a period and the verdict on every change published through
// Vidcraft; `?video=<id>` shows one video with its changes marked on its chart and its packaging experiments. YouTube Analytics access is asked
// for here, in context; without it the page works from the channel's daily statistics.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BarChart3, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnalyticsAccess, ChangeView } from '@vidcraft/contracts';
import { queryKeys } from '../../app/query-keys.ts';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { ANALYTICS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts, useDocumentTitle } from '../../i18n/namespace-texts.tsx';
import { isApiError } from '../../lib/api.ts';
import { dayLabel, formatCompact, formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { toast } from '../../lib/toast-store.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { NoChannelState } from '../channels/no-channel-state.tsx';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useJobProgress } from '../jobs/use-job-progress.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { ExperimentsPanel } from '../experiments/experiments-panel.tsx';
import { AnalyticsAccessPanel } from './analytics-access.tsx';
import { refreshAnalytics, type AnalyticsRange } from './analytics-api.ts';
import { ChangeCard } from './change-card.tsx';
import { DaysSection } from './days-section.tsx';
import { useAnalyticsOverview, useVideoAnalytics } from './use-analytics.ts';

const RANGES: readonly AnalyticsRange[] = [28, 90, 180];

const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function AnalyticsPage() {
  return (
    <NamespaceTexts namespace={ANALYTICS_NAMESPACE}>
      <AnalyticsScreen />
    </NamespaceTexts>
  );
}

function AnalyticsScreen() {
  const { t } = useTranslation('analytics');
  useDocumentTitle(`${t('title')} · Vidcraft`);
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days: AnalyticsRange = RANGES.includes(requested as AnalyticsRange)
    ? (requested as AnalyticsRange)
    : 90;
  const video = params.get('video');
  const videoId = video && YOUTUBE_VIDEO_ID.test(video) ? video : null;
  const { query: connections, active } = useActiveConnection();

  const setDays = (next: AnalyticsRange) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 90) copy.delete('days');
      else copy.set('days', String(next));
      return copy;
    });

  return (
    <AppPage
      title={t('title')}
      lead={t('lead')}
      actions={
        active ? (
          <label className="flex items-center gap-2 text-sm">
            <span className="text-ink-muted">{t('range.label')}</span>
            <NativeSelect
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as AnalyticsRange)}
            >
              {RANGES.map((range) => (
                <option key={range} value={range}>
                  {t('range.days', { count: range })}
                </option>
              ))}
            </NativeSelect>
          </label>
        ) : null
      }
    >
      {connections.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : !active ? (
        <NoChannelState />
      ) : videoId ? (
        <VideoAnalyticsView videoId={videoId} days={days} channelId={active.youtubeChannelId} />
      ) : (
        <OverviewView days={days} connectionId={active.id} channelId={active.youtubeChannelId} />
      )}
    </AppPage>
  );
}

function OverviewView({
  days,
  connectionId,
  channelId,
}: {
  days: AnalyticsRange;
  connectionId: string;
  channelId: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const localize = useLocalizedPath();
  const overview = useAnalyticsOverview(days, connectionId);
  if (overview.isPending) return <Loading />;
  if (overview.isError) return <LoadFailed retry={() => void overview.refetch()} />;
  const data = overview.data;
  const views = data.days.map((d) => ({ day: d.day, value: d.views }));
  const counted = views.filter((d): d is { day: string; value: number } => d.value !== null);
  const total = counted.reduce((sum, d) => sum + d.value, 0);
  const best = counted.reduce<{ day: string; value: number } | null>(
    (top, d) => (top === null || d.value > top.value ? d : top),
    null,
  );
  const subscribers = data.days.map((d) => ({ day: d.day, value: d.subscribers }));
  const subscriberValues = subscribers.flatMap((d) => (d.value === null ? [] : [d.value]));
  const hasAnalytics = data.days.some((d) => d.watchMinutes !== null);
  const markers = data.changes.map((c) => c.day);
  return (
    <div className="grid gap-6">
      <AccessRow access={data.access} channelId={channelId} />
      <p className="text-sm text-ink-muted">
        {hasAnalytics
          ? t('source.analytics', { day: formatDate(`${data.access.lastDay}T12:00:00Z`, language) })
          : t('source.snapshots')}
      </p>
      <div className={subscriberValues.length > 1 ? 'grid gap-6 lg:grid-cols-2' : 'grid gap-6'}>
        {counted.length > 0 && best ? (
          <DaysSection
            title={t('charts.channelViews')}
            summary={t('charts.channelViewsSummary', {
              total: formatNumber(total, language),
              count: counted.length,
              best: dayLabel(best.day, language),
            })}
            seriesLabel={t('charts.views')}
            points={views}
            markers={markers}
            format={(value) => formatCompact(value, language)}
            language={language}
          />
        ) : (
          <StateBox>
            <BarChart3 className="size-8 text-ink-muted" aria-hidden />
            <p>{t('charts.channelViewsEmpty')}</p>
          </StateBox>
        )}
        {subscriberValues.length > 1 ? (
          <DaysSection
            title={t('charts.subscribers')}
            summary={t('charts.subscribersSummary', {
              first: formatNumber(subscriberValues[0]!, language),
              last: formatNumber(subscriberValues.at(-1)!, language),
            })}
            seriesLabel={t('charts.subscribers')}
            points={subscribers}
            format={(value) => formatCompact(value, language)}
            language={language}
          />
        ) : null}
      </div>
      <section aria-labelledby="changes-title" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="changes-title" className="text-xl font-semibold">
            {t('changes.title')}
          </h2>
          <p className="max-w-3xl text-sm text-ink-muted">{t('changes.lead')}</p>
        </div>
        {data.changes.length === 0 ? (
          <StateBox>
            <p className="max-w-xl text-pretty">{t('changes.empty')}</p>
            <Button asChild variant="secondary">
              <Link to={localize('/video-optimization')}>{t('changes.emptyAction')}</Link>
            </Button>
          </StateBox>
        ) : (
          <ChangeList changes={data.changes} showVideo />
        )}
      </section>
    </div>
  );
}

function VideoAnalyticsView({
  videoId,
  days,
  channelId,
}: {
  videoId: string;
  days: AnalyticsRange;
  channelId: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const back = new URLSearchParams(params);
  back.delete('video');
  const backLink = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={localize(`/analytics${back.size > 0 ? `?${back}` : ''}`)}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden />
        {t('video.back')}
      </Link>
    </Button>
  );
  const analytics = useVideoAnalytics(videoId, days);
  if (analytics.isPending) return <Loading />;
  if (analytics.isError) {
    const missing = isApiError(analytics.error) && analytics.error.status === 404;
    return (
      <div className="grid gap-4">
        {backLink}
        {missing ? (
          <StateBox role="alert">
            <p>{t('video.notFound')}</p>
          </StateBox>
        ) : (
          <LoadFailed retry={() => void analytics.refetch()} />
        )}
      </div>
    );
  }
  const data = analytics.data;
  const views = data.days.map((d) => ({ day: d.day, value: d.views }));
  const total = views.reduce((sum, d) => sum + (d.value ?? 0), 0);
  const ctr = data.days.map((d) => ({ day: d.day, value: d.ctr }));
  const ctrValues = ctr.flatMap((d) => (d.value === null ? [] : [d.value]));
  const percent = (value: number) => formatPercent(value, language);
  const markers = data.changes.map((c) => c.day);
  return (
    <div className="grid gap-6">
      {backLink}
      <div className="flex min-w-0 items-center gap-4">
        {data.video.thumbnailUrl ? (
          <img
            src={data.video.thumbnailUrl}
            alt=""
            className="aspect-video w-32 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <div className="grid min-w-0 gap-1">
          <h2 className="text-xl font-semibold text-pretty">{data.video.title}</h2>
          {data.video.publishedAt ? (
            <p className="text-sm text-ink-muted">
              {t('video.published', { date: formatDate(data.video.publishedAt, language) })}
            </p>
          ) : null}
        </div>
      </div>
      <AccessRow access={data.access} channelId={channelId} />
      <div className={ctrValues.length > 0 ? 'grid gap-6 lg:grid-cols-2' : 'grid gap-6'}>
        <DaysSection
          title={t('charts.videoViews')}
          summary={t('charts.videoViewsSummary', {
            total: formatNumber(total, language),
            count: views.length,
          })}
          seriesLabel={t('charts.views')}
          points={views}
          markers={markers}
          format={(value) => formatCompact(value, language)}
          language={language}
        />
        {ctrValues.length > 0 ? (
          <DaysSection
            title={t('charts.ctr')}
            summary={t('charts.ctrSummary', {
              min: percent(Math.min(...ctrValues)),
              max: percent(Math.max(...ctrValues)),
            })}
            seriesLabel={t('charts.ctrSeries')}
            points={ctr}
            markers={markers}
            format={percent}
            language={language}
          />
        ) : null}
      </div>
      <section aria-labelledby="video-changes-title" className="grid gap-3">
        <h2 id="video-changes-title" className="text-xl font-semibold">
          {t('video.changes')}
        </h2>
        {data.changes.length === 0 ? (
          <StateBox>
            <p>{t('video.noChanges')}</p>
            <Button asChild variant="secondary">
              <Link to={localize(`/video-optimizer?videoId=${encodeURIComponent(videoId)}`)}>
                {t('video.optimize')}
              </Link>
            </Button>
          </StateBox>
        ) : (
          <ChangeList changes={data.changes} showVideo={false} />
        )}
      </section>
      <ExperimentsPanel videoId={videoId} />
    </div>
  );
}

function ChangeList({ changes, showVideo }: { changes: readonly ChangeView[]; showVideo: boolean }) {
  const { t } = useTranslation('analytics');
  return (
    <ol className="grid gap-3" aria-label={t('changes.title')}>
      {changes.map((change) => (
        <ChangeCard key={change.id} change={change} showVideo={showVideo} />
      ))}
    </ol>
  );
}

/** The access panel, with "read now" once analytics is granted (the page reloads its figures when it is done). */
function AccessRow({ access, channelId }: { access: AnalyticsAccess; channelId: string }) {
  const { t } = useTranslation('analytics');
  const client = useQueryClient();
  const [runId, setRunId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  useJobProgress(runId, {
    title: t('refreshing'),
    overlay: 'none',
    onFinished: (job) => {
      setRunId(null);
      void client.invalidateQueries({ queryKey: queryKeys.allAnalytics });
      if (job.status === 'failed') {
        toast({ variant: 'destructive', title: t('refreshFailed'), description: job.error?.message ?? '' });
      }
    },
  });
  const refresh = async () => {
    setStarting(true);
    try {
      const run = await refreshAnalytics(access.connectionId);
      setRunId(run.id);
      toast({ variant: 'info', title: t('refreshStarted') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('refreshFailed'),
        description: error instanceof Error ? error.message : '',
      });
    } finally {
      setStarting(false);
    }
  };
  const busy = starting || runId !== null;
  return (
    <div className="grid gap-3">
      <AnalyticsAccessPanel access={access} channelId={channelId} />
      {access.canReadAnalytics ? (
        <div>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void refresh()}>
            <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden />
            {busy ? t('refreshing') : t('refresh')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Loading() {
  return (
    <StateBox role="status">
      <Spinner />
    </StateBox>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <StateBox role="alert">
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </StateBox>
  );
}
