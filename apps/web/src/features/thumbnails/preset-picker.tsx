// Style presets: gradients and textures the server draws in one to three colours. The colours are the
// preset's own, picked by hand, or the channel's brand colours, which this browser remembers per channel.
import { useState } from 'react';
import type { ThumbnailCapabilities } from '@vidcraft/contracts';
import { Bookmark, Minus, Plus, Stamp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { isKeyOf, type EnglishResources } from '../../i18n/keys.ts';
import { MAX_BRAND_COLORS, readBrandColors, saveBrandColors } from './brand-colors.ts';
import { ColorField } from './controls.tsx';
import type { BackgroundChoice } from './design.ts';

type PresetBackground = Extract<BackgroundChoice, { kind: 'preset' }>;
const PRESET_NAMES: Record<keyof EnglishResources['thumbnails']['presets'], true> = {
  gradient: true,
  spotlight: true,
  vignette: true,
  split: true,
  stripes: true,
  halftone: true,
  grain: true,
  blobs: true,
  sunburst: true,
  waves: true,
};

/** A CSS stand-in for each preset's look in its colours, so the choice is recognisable (the server draws the real one). */
export function swatch(id: string, colors: readonly string[]): string {
  const [a = '#333333', b = a, c = b] = colors;
  switch (id) {
    case 'spotlight':
      return `radial-gradient(circle at 50% 40%, ${c === b ? a : c} 0%, ${b} 70%)`;
    case 'vignette':
      return `radial-gradient(ellipse at center, ${a} 35%, ${b} 100%)`;
    case 'split':
      return `linear-gradient(105deg, ${a} 50%, ${b} 50%)`;
    case 'stripes':
      return `repeating-linear-gradient(135deg, ${a} 0 8px, ${b} 8px 16px)`;
    case 'halftone':
      return `radial-gradient(${b} 28%, transparent 30%) 0 0 / 7px 7px, ${a}`;
    case 'blobs':
      return `radial-gradient(circle at 25% 35%, ${b} 0 20%, transparent 21%), radial-gradient(circle at 72% 70%, ${c} 0 24%, transparent 25%), ${a}`;
    case 'sunburst':
      return `repeating-conic-gradient(from 0deg at 50% 55%, ${a} 0 12deg, ${b} 12deg 24deg)`;
    case 'waves':
      return `repeating-radial-gradient(circle at 50% 130%, ${a} 0 7px, ${b} 7px 14px)`;
    default:
      return `linear-gradient(135deg, ${a}, ${b}${c !== b ? `, ${c}` : ''})`;
  }
}

interface Props {
  channelId: string;
  presets: ThumbnailCapabilities['presets'];
  background: PresetBackground | null;
  onChange: (background: PresetBackground) => void;
}

export function PresetPicker({ channelId, presets, background, onChange }: Props) {
  const { t } = useTranslation('thumbnails');
  const [brand, setBrand] = useState(() => readBrandColors(channelId));
  const [savedNote, setSavedNote] = useState(false);
  const name = (id: string) => (isKeyOf(PRESET_NAMES, id) ? t(`presets.${id}`) : id);
  const colors = background?.colors ?? brand ?? presets[0]?.colors ?? ['#1f2937', '#111827'];

  const choose = (id: string) => onChange({ kind: 'preset', preset: id, colors: [...colors] });
  const setColors = (next: string[]) =>
    onChange({ kind: 'preset', preset: background?.preset ?? presets[0]?.id ?? 'gradient', colors: next });

  return (
    <div className="grid gap-4">
      <ul aria-label={t('background.preset.listLabel')} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {presets.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              aria-pressed={background?.preset === preset.id}
              onClick={() => choose(preset.id)}
              className="grid w-full gap-1 rounded-lg p-1 text-xs font-medium ring-1 ring-line aria-pressed:ring-2 aria-pressed:ring-accent focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span
                className="block aspect-video w-full rounded-md"
                style={{ background: swatch(preset.id, colors) }}
              />
              <span className="truncate">{name(preset.id)}</span>
            </button>
          </li>
        ))}
      </ul>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xs font-medium text-ink-muted">{t('background.preset.colors')}</legend>
        <div className="flex flex-wrap items-center gap-3">
          {colors.map((color, index) => (
            <ColorField
              key={index}
              label={t('background.preset.color', { number: index + 1 })}
              value={color}
              onChange={(value) => setColors(colors.map((c, i) => (i === index ? value : c)))}
            />
          ))}
          {colors.length < MAX_BRAND_COLORS ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setColors([...colors, colors.at(-1) ?? '#ffffff'])}
            >
              <Plus aria-hidden />
              {t('background.preset.addAccent')}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setColors(colors.slice(0, 2))}>
              <Minus aria-hidden />
              {t('background.preset.removeAccent')}
            </Button>
          )}
        </div>
      </fieldset>
      <div className="grid gap-2 rounded-xl bg-page/60 p-3 ring-1 ring-line">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Stamp className="size-4 text-accent" aria-hidden />
          {t('background.preset.brandTitle')}
        </p>
        {brand ? (
          <div className="flex flex-wrap items-center gap-2">
            <span
              className="flex gap-1"
              aria-label={t('background.preset.brandSaved', { colors: brand.join(', ') })}
            >
              {brand.map((color) => (
                <span
                  key={color}
                  className="size-6 rounded-full ring-1 ring-line"
                  style={{ background: color }}
                />
              ))}
            </span>
            <Button variant="secondary" size="sm" onClick={() => setColors([...brand])}>
              {t('background.preset.useBrand')}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-ink-muted">{t('background.preset.noBrand')}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setBrand(saveBrandColors(channelId, colors));
              setSavedNote(true);
            }}
          >
            <Bookmark aria-hidden />
            {t('background.preset.saveBrand')}
          </Button>
          <span role="status" className="text-xs text-success">
            {savedNote ? t('background.preset.brandKept') : ''}
          </span>
        </div>
        <p className="text-xs text-ink-muted">{t('background.preset.brandNote')}</p>
      </div>
    </div>
  );
}
