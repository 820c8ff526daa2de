// "3 variants": three variations of the current design rendered side by side, each with its score and what
// it changes; "Use this one" makes it the design being edited.
import { useMemo, useState } from 'react';
import type { ThumbnailCapabilities } from '@vidcraft/contracts';
import { Check, Layers, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { scoreTone } from '../../components/score-ring.tsx';
import { cn } from '../../lib/cn.ts';
import { readBrandColors } from './brand-colors.ts';
import { Panel } from './controls.tsx';
import { toThumbnailDesign, type StudioDesign } from './design.ts';
import { useThumbnailRenders } from './use-thumbnail-render.ts';
import { makeVariants, type Variant } from './variants.ts';

interface Props {
  /** Null when designing for an upload that is not on YouTube yet. */
  videoId: string | null;
  channelId: string;
  design: StudioDesign;
  presets: ThumbnailCapabilities['presets'];
  onUse: (design: StudioDesign) => void;
}

export function VariantsPanel({ videoId, channelId, design, presets, onUse }: Props) {
  const { t } = useTranslation('thumbnails');
  const [variants, setVariants] = useState<Variant[] | null>(null);
  const [used, setUsed] = useState<number | null>(null);
  const designs = useMemo(
    () => (variants ?? []).map((variant) => toThumbnailDesign(variant.design, videoId)),
    [variants, videoId],
  );
  const renders = useThumbnailRenders(videoId, designs);

  const make = () => {
    setUsed(null);
    setVariants(makeVariants(design, { presets, brandColors: readBrandColors(channelId) }));
  };

  return (
    <Panel
      title={t('variants.title')}
      icon={<Layers aria-hidden />}
      action={
        <Button variant="secondary" size="sm" onClick={make}>
          {variants ? t('variants.again') : t('variants.make')}
        </Button>
      }
    >
      <p className="text-sm text-ink-muted">{t('variants.lead')}</p>
      {variants && variants.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('variants.none')}</p>
      ) : null}
      {variants && variants.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-3">
          {variants.map((variant, index) => {
            const render = renders[index];
            const report = render?.data?.report;
            return (
              <li key={`${variant.kind}-${index}`} className="grid content-start gap-2">
                <span className="relative block overflow-hidden rounded-lg bg-page ring-1 ring-line">
                  {render?.data ? (
                    <img
                      src={render.data.image}
                      alt={t('variants.alt', {
                        number: index + 1,
                        change: t(`variants.kinds.${variant.kind}`),
                      })}
                      className="aspect-video w-full"
                    />
                  ) : (
                    <span className="flex aspect-video items-center justify-center">
                      {render?.isError ? (
                        <span className="px-3 text-center text-xs text-danger">{t('variants.failed')}</span>
                      ) : (
                        <LoaderCircle
                          className="size-6 animate-spin text-ink-muted motion-reduce:animate-none"
                          aria-hidden
                        />
                      )}
                    </span>
                  )}
                </span>
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-medium">{t(`variants.kinds.${variant.kind}`)}</span>
                  {report ? (
                    <span className={cn('font-semibold tabular-nums', scoreTone(report.score))}>
                      {t('variants.score', { score: report.score })}
                    </span>
                  ) : null}
                </div>
                <Button
                  variant={used === index ? 'secondary' : 'outline'}
                  size="sm"
                  disabled={!render?.data}
                  onClick={() => {
                    setUsed(index);
                    onUse(variant.design);
                  }}
                >
                  {used === index ? <Check className="text-success" aria-hidden /> : null}
                  {used === index ? t('variants.inUse') : t('variants.use')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Panel>
  );
}
