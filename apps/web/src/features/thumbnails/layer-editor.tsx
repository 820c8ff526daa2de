// One text layer: the words, where they go (with how "auto" decides, as the server says), and their style —
// weight, the largest size (the server shrinks the text until it fits), fill, outline, shadow or a box.
import type { TextPlacement } from '@vidcraft/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatNumber } from '../../lib/format.ts';
import { ColorField, RangeField, Segmented, SwitchRow } from './controls.tsx';
import {
  BOX_PADDING_MAX_PX,
  OUTLINE_MAX_PX,
  PLACEMENTS,
  SHADOW_BLUR_MAX_PX,
  SHADOW_OFFSET_MAX_PX,
  SIZE_RANGE,
  TEXT_MAX_LENGTH,
  type LayerDraft,
} from './design.ts';

interface Props {
  layer: LayerDraft;
  index: number;
  placementMethod: string;
  onChange: (patch: Partial<LayerDraft>) => void;
  onRemove: () => void;
}

export function LayerEditor({ layer, index, placementMethod, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation('thumbnails');
  const px = (value: number) => t('layers.px', { value: formatNumber(value, i18n.language) });
  const number = index + 1;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl bg-page/60 p-3 ring-1 ring-line sm:p-4">
      <legend className="sr-only">{t('layers.layer', { number })}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden className="text-sm font-semibold">
          {t('layers.layer', { number })}
        </span>
        <Button
          variant="dangerGhost"
          size="sm"
          onClick={onRemove}
          aria-label={t('layers.remove', { number })}
        >
          <Trash2 aria-hidden />
          <span className="max-sm:sr-only">{t('layers.removeShort')}</span>
        </Button>
      </div>
      <label className="grid gap-1.5 text-sm">
        <span className="font-medium">{t('layers.text', { number })}</span>
        <input
          type="text"
          dir="auto"
          value={layer.text}
          maxLength={TEXT_MAX_LENGTH}
          placeholder={t('layers.placeholder')}
          onChange={(event) => onChange({ text: event.target.value })}
          className="h-11 w-full rounded-lg bg-surface-raised px-3 text-base ring-1 ring-line placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
      </label>
      <label className="grid gap-1.5 text-sm">
        <span className="font-medium">{t('layers.placement')}</span>
        <NativeSelect
          value={layer.placement}
          onChange={(event) => onChange({ placement: event.target.value as TextPlacement })}
          className="w-full"
        >
          {PLACEMENTS.map((placement) => (
            <option key={placement} value={placement}>
              {t(`placements.${placement}`)}
            </option>
          ))}
        </NativeSelect>
      </label>
      {layer.placement === 'auto' ? (
        <p className="rounded-lg bg-surface p-2.5 text-xs text-ink-muted ring-1 ring-line">
          <span className="block font-semibold text-ink">{t('layers.autoHow')}</span>
          <span dir="auto" className="mt-1 block">
            {placementMethod}
          </span>
        </p>
      ) : null}
      <details className="group grid gap-3">
        <summary className="cursor-pointer text-sm font-medium text-accent select-none">
          {t('layers.style')}
        </summary>
        <div className="mt-3 grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Segmented
              label={t('layers.weight')}
              value={layer.weight}
              onChange={(weight) => onChange({ weight })}
              options={[
                { value: 'bold', label: t('layers.bold') },
                { value: 'regular', label: t('layers.regular') },
              ]}
            />
            <RangeField
              label={t('layers.size')}
              value={layer.maxSizePx}
              min={SIZE_RANGE.min}
              max={SIZE_RANGE.max}
              step={4}
              display={px(layer.maxSizePx)}
              onChange={(maxSizePx) => onChange({ maxSizePx })}
            />
          </div>
          <p className="text-xs text-ink-muted">{t('layers.sizeNote')}</p>
          <ColorField label={t('layers.fill')} value={layer.fill} onChange={(fill) => onChange({ fill })} />
          <SwitchRow
            label={t('layers.outline')}
            checked={layer.outline.enabled}
            onChange={(enabled) => onChange({ outline: { ...layer.outline, enabled } })}
          >
            <ColorField
              label={t('layers.outlineColor')}
              value={layer.outline.color}
              onChange={(color) => onChange({ outline: { ...layer.outline, color } })}
            />
            <RangeField
              label={t('layers.outlineWidth')}
              value={layer.outline.widthPx}
              min={0}
              max={OUTLINE_MAX_PX}
              display={px(layer.outline.widthPx)}
              onChange={(widthPx) => onChange({ outline: { ...layer.outline, widthPx } })}
            />
          </SwitchRow>
          <SwitchRow
            label={t('layers.shadow')}
            checked={layer.shadow.enabled}
            onChange={(enabled) => onChange({ shadow: { ...layer.shadow, enabled } })}
          >
            <ColorField
              label={t('layers.shadowColor')}
              value={layer.shadow.color}
              onChange={(color) => onChange({ shadow: { ...layer.shadow, color } })}
            />
            <RangeField
              label={t('layers.shadowBlur')}
              value={layer.shadow.blurPx}
              min={0}
              max={SHADOW_BLUR_MAX_PX}
              display={px(layer.shadow.blurPx)}
              onChange={(blurPx) => onChange({ shadow: { ...layer.shadow, blurPx } })}
            />
            <RangeField
              label={t('layers.shadowOffset')}
              value={layer.shadow.offsetPx}
              min={0}
              max={SHADOW_OFFSET_MAX_PX}
              display={px(layer.shadow.offsetPx)}
              onChange={(offsetPx) => onChange({ shadow: { ...layer.shadow, offsetPx } })}
            />
          </SwitchRow>
          <SwitchRow
            label={t('layers.box')}
            checked={layer.box.enabled}
            onChange={(enabled) => onChange({ box: { ...layer.box, enabled } })}
          >
            <ColorField
              label={t('layers.boxColor')}
              value={layer.box.color}
              onChange={(color) => onChange({ box: { ...layer.box, color } })}
            />
            <RangeField
              label={t('layers.boxPadding')}
              value={layer.box.paddingPx}
              min={0}
              max={BOX_PADDING_MAX_PX}
              step={2}
              display={px(layer.box.paddingPx)}
              onChange={(paddingPx) => onChange({ box: { ...layer.box, paddingPx } })}
            />
          </SwitchRow>
        </div>
      </details>
    </fieldset>
  );
}
