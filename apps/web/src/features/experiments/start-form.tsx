// Starting an experiment: the variants (titles, or thumbnails kept in the studio), the schedule, then the
// preview — YouTube quota over the whole rotation and how many days the video's traffic needs — before the
// Start button. A read-only channel is offered the write permission in context. A retried start (same key)
// makes one experiment.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExperimentDesign, ExperimentPreview } from '@vidcraft/contracts';
import {
  EXPERIMENT_DEFAULT_DAYS,
  EXPERIMENT_DEFAULT_MINIMUM_EFFECT,
  EXPERIMENT_DEFAULT_SWAP_HOUR,
  EXPERIMENT_MAX_DAYS,
  EXPERIMENT_MIN_DAYS,
} from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { numberFormat } from '../../lib/intl-formats.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { useConnections } from '../channels/use-connections.ts';
import { useVideoDetails } from '../videos/use-video-details.ts';
import { needsWriteAccess } from '../reauth/api-error-reporter.ts';
import { WriteAccessDialog } from '../reauth/write-access-dialog.tsx';
import {
  experimentKeys,
  fetchKeptThumbnails,
  previewExperiment,
  startExperiment,
} from './experiments-api.ts';
import { PreviewSummary } from './preview-summary.tsx';
import { ApiImage } from '../../lib/api-image.tsx';

const EFFECTS = [0.05, 0.1, 0.15, 0.2, 0.3];
const HOURS = Array.from({ length: 24 }, (_, h) => h);

export function StartForm({ videoId }: { videoId: string }) {
  const { t, i18n } = useTranslation('experiments');
  const client = useQueryClient();
  const [kind, setKind] = useState<'title' | 'thumbnail'>('title');
  const [titles, setTitles] = useState<string[]>(['']);
  const [thumbnails, setThumbnails] = useState<string[]>(['']);
  const [days, setDays] = useState(EXPERIMENT_DEFAULT_DAYS);
  const [swapHourUtc, setSwapHour] = useState(EXPERIMENT_DEFAULT_SWAP_HOUR);
  const [minimumEffect, setMinimumEffect] = useState(EXPERIMENT_DEFAULT_MINIMUM_EFFECT);
  const [writeAccess, setWriteAccess] = useState(false);
  const connections = useConnections();
  const details = useVideoDetails(videoId);
  const kept = useQuery({
    queryKey: experimentKeys.kept,
    queryFn: fetchKeptThumbnails,
    enabled: kind === 'thumbnail',
  });

  const design: ExperimentDesign = useMemo(
    () =>
      kind === 'title'
        ? { videoId, kind, titles: titles.map((x) => x.trim()), days, swapHourUtc, minimumEffect }
        : { videoId, kind, thumbnailIds: thumbnails, days, swapHourUtc, minimumEffect },
    [kind, titles, thumbnails, days, swapHourUtc, minimumEffect, videoId],
  );
  const designKey = JSON.stringify(design);
  // One key per design: a retried start of the same design is the same start.
  const idempotencyKey = useMemo(() => (designKey ? randomUuid() : ''), [designKey]);
  const complete =
    kind === 'title' ? titles.every((x) => x.trim().length > 0) : thumbnails.every((x) => x.length > 0);

  const preview = useMutation({
    mutationFn: previewExperiment,
    meta: { errorToast: false },
  });
  const shown: ExperimentPreview | undefined =
    preview.data && preview.variables && JSON.stringify(preview.variables) === designKey
      ? preview.data
      : undefined;
  const start = useMutation({
    mutationFn: () => startExperiment({ ...design, idempotencyKey } as Parameters<typeof startExperiment>[0]),
    meta: { errorToast: false, youtube: true },
    onSuccess: () => client.invalidateQueries({ queryKey: experimentKeys.list(videoId) }),
    onError: (error) => {
      if (needsWriteAccess(error)) setWriteAccess(true);
    },
  });
  const channelId = shown?.channelId ?? '';
  const channelName =
    connections.data?.find((c) => c.youtubeChannelId === channelId)?.channelName ?? channelId;
  const variants = kind === 'title' ? titles : thumbnails;
  const setVariants = kind === 'title' ? setTitles : setThumbnails;
  const labels = ['B', 'C'];

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) preview.mutate(design);
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('form.kind')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['title', 'thumbnail'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                name="experiment-kind"
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {option === 'title' ? t('form.kindTitle') : t('form.kindThumbnail')}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3">
        <p className="text-sm">
          <span className="font-medium">{t('form.variantA')}: </span>
          <bdi className="text-ink-muted">
            {kind === 'title'
              ? (shown?.currentTitle ?? details.data?.title ?? '…')
              : t('form.currentThumbnail')}
          </bdi>
        </p>
        {variants.map((value, index) => (
          <label key={labels[index]} className="grid gap-1 text-sm">
            <span className="font-medium">{t('form.variantLabel', { label: labels[index] })}</span>
            {kind === 'title' ? (
              <input
                className="h-10 rounded-lg bg-surface-raised px-3 text-ink ring-1 ring-line"
                value={value}
                maxLength={100}
                dir="auto"
                onChange={(event) =>
                  setVariants(variants.map((v, i) => (i === index ? event.target.value : v)))
                }
              />
            ) : (
              <ThumbnailChoice
                label={labels[index]!}
                value={value}
                options={kept.data ?? []}
                onChange={(id) => setVariants(variants.map((v, i) => (i === index ? id : v)))}
              />
            )}
          </label>
        ))}
        {kind === 'thumbnail' && kept.data?.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('form.noKept')}</p>
        ) : null}
        <div>
          {variants.length < 2 ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => setVariants([...variants, ''])}>
              {t('form.addVariant')}
            </Button>
          ) : (
            <Button type="button" size="sm" variant="ghost" onClick={() => setVariants(variants.slice(0, 1))}>
              {t('form.removeVariant')}
            </Button>
          )}
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t('form.days')}</span>
          <input
            type="number"
            className="h-10 rounded-lg bg-surface-raised px-3 text-ink ring-1 ring-line"
            min={EXPERIMENT_MIN_DAYS}
            max={EXPERIMENT_MAX_DAYS}
            value={days}
            onChange={(event) =>
              setDays(
                Math.min(EXPERIMENT_MAX_DAYS, Math.max(EXPERIMENT_MIN_DAYS, Number(event.target.value) || 0)),
              )
            }
          />
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t('form.swapHour')}</span>
          <NativeSelect value={swapHourUtc} onChange={(event) => setSwapHour(Number(event.target.value))}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {`${String(hour).padStart(2, '0')}:00`}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t('form.minimumEffect')}</span>
          <NativeSelect
            value={minimumEffect}
            onChange={(event) => setMinimumEffect(Number(event.target.value))}
          >
            {EFFECTS.map((effect) => (
              <option key={effect} value={effect}>
                {numberFormat(i18n.language, { style: 'percent' }).format(effect)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>

      <div>
        <Button type="submit" variant="secondary" disabled={!complete || preview.isPending}>
          {preview.isPending ? t('form.checking') : t('form.check')}
        </Button>
      </div>
      {preview.error ? <ErrorNote>{preview.error.message}</ErrorNote> : null}

      {shown ? (
        <>
          <PreviewSummary preview={shown} days={days} minimumEffect={minimumEffect} />
          <div className="flex flex-wrap gap-2">
            {shown.warnings.includes('needsWriteAccess') ? (
              <Button type="button" onClick={() => setWriteAccess(true)}>
                {t('form.allowWrite')}
              </Button>
            ) : (
              <Button
                type="button"
                disabled={!shown.canStart || start.isPending}
                onClick={() => start.mutate()}
              >
                {start.isPending ? t('form.starting') : t('form.start')}
              </Button>
            )}
          </div>
        </>
      ) : null}
      {start.error && !needsWriteAccess(start.error) ? <ErrorNote>{start.error.message}</ErrorNote> : null}
      {channelId ? (
        <WriteAccessDialog
          open={writeAccess}
          onOpenChange={setWriteAccess}
          channelId={channelId}
          channelName={channelName}
          purpose="publish"
        />
      ) : null}
    </form>
  );
}

function ThumbnailChoice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { id: string; imageUrl: string; createdAt: string }[];
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('experiments');
  return (
    <div role="radiogroup" aria-label={t('form.pickThumbnail', { label })} className="flex flex-wrap gap-2">
      {options.map((option, index) => (
        <button
          key={option.id}
          type="button"
          role="radio"
          aria-checked={value === option.id}
          aria-label={`${label} · ${index + 1}`}
          onClick={() => onChange(option.id)}
          className={`overflow-hidden rounded-lg ring-2 ${value === option.id ? 'ring-accent' : 'ring-transparent'}`}
        >
          <ApiImage src={option.imageUrl} alt="" className="aspect-video w-28 object-cover" />
        </button>
      ))}
    </div>
  );
}
