// A background from the server's image model: a prompt and a style. The model draws only the picture — the
// words are always drawn by Vidcraft — and each generation counts toward the month. Without a model on the
// server, the panel says so and how the operator adds one.
import { useState } from 'react';
import type { BackgroundAsset, ThumbnailCapabilities } from '@vidcraft/contracts';
import { Info, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { isKeyOf, type EnglishResources } from '../../i18n/keys.ts';
import { formatNumber } from '../../lib/format.ts';
import { BackgroundGallery } from './background-upload.tsx';
import { FailureText } from './failure-text.tsx';
import { studioFailureOf } from './failures.ts';
import { useGenerateBackground } from './use-backgrounds.ts';
import { useThumbnailQuota } from './use-thumbnail-quota.ts';

const MIN_PROMPT = 3;
const STYLE_NAMES: Record<keyof EnglishResources['thumbnails']['imageStyles'], true> = {
  photo: true,
  cinematic: true,
  illustration: true,
  '3d-render': true,
  anime: true,
  minimal: true,
  neon: true,
};

interface Props {
  imageModel: ThumbnailCapabilities['imageModel'];
  maxPromptLength: number;
  selectedId: string | null;
  onUse: (asset: BackgroundAsset) => void;
}

export function GeneratePanel({ imageModel, maxPromptLength, selectedId, onUse }: Props) {
  const { t, i18n } = useTranslation('thumbnails');
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState(imageModel?.styles[0] ?? '');
  const generate = useGenerateBackground();
  const generations = useThumbnailQuota().data?.generations;
  const styleName = (id: string) => (isKeyOf(STYLE_NAMES, id) ? t(`imageStyles.${id}`) : id);
  const failure = generate.error ? studioFailureOf(generate.error) : null;
  const ready = imageModel !== null && prompt.trim().length >= MIN_PROMPT && style !== '';

  return (
    <div className="grid gap-3">
      {imageModel === null ? (
        <div role="note" className="grid gap-1.5 rounded-xl bg-info/10 p-3 text-sm ring-1 ring-info/30">
          <p className="flex items-center gap-2 font-semibold">
            <Info className="size-4 shrink-0 text-info" aria-hidden />
            {t('background.generate.noModelTitle')}
          </p>
          <p className="text-ink-muted">{t('background.generate.noModel')}</p>
          <p className="text-ink-muted">
            {t('background.generate.noModelHow')}{' '}
            <code dir="ltr" className="rounded bg-page px-1 py-0.5 font-mono text-xs text-ink">
              IMAGE_PROVIDER
            </code>
          </p>
        </div>
      ) : (
        <p className="text-xs text-ink-muted">
          {t('background.generate.model', { provider: imageModel.provider, model: imageModel.model })}
        </p>
      )}
      <label className="grid gap-1.5 text-sm">
        <span className="font-medium">{t('background.generate.prompt')}</span>
        <textarea
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          maxLength={maxPromptLength}
          rows={3}
          dir="auto"
          disabled={imageModel === null}
          placeholder={t('background.generate.promptPlaceholder')}
          className="w-full resize-y rounded-lg bg-surface-raised p-3 text-sm ring-1 ring-line placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
        />
        <span className="text-xs text-ink-muted">{t('background.generate.noText')}</span>
      </label>
      {imageModel !== null ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid min-w-40 flex-1 gap-1.5 text-sm">
            <span className="font-medium">{t('background.generate.style')}</span>
            <NativeSelect value={style} onChange={(event) => setStyle(event.target.value)} className="w-full">
              {imageModel.styles.map((id) => (
                <option key={id} value={id}>
                  {styleName(id)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button
            disabled={!ready || generate.isPending}
            onClick={() => generate.mutate({ prompt: prompt.trim(), style }, { onSuccess: onUse })}
          >
            <Sparkles aria-hidden />
            {generate.isPending ? t('background.generate.working') : t('background.generate.run')}
          </Button>
        </div>
      ) : null}
      {generations ? (
        <p className="text-xs text-ink-muted">
          {t('background.generate.left', {
            count: generations.remaining,
            remaining: formatNumber(generations.remaining, i18n.language),
            limit: formatNumber(generations.limit, i18n.language),
          })}
        </p>
      ) : null}
      {failure ? (
        <ErrorNote>
          <FailureText failure={failure} />
        </ErrorNote>
      ) : null}
      <BackgroundGallery source="generated" selectedId={selectedId} onUse={onUse} />
    </div>
  );
}
