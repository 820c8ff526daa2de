// What to translate: the title and description (needs an engine), and/or a caption track — translated by the
// engine or by YouTube's own machine translation (which needs no provider). With no engine on the server it
// says plainly that a translation provider is needed and what the operator sets, and captions through
// YouTube's translation stay possible.
import type { CaptionSource, TranslationCapabilities, TranslationEngineId } from '@vidcraft/contracts';
import { Captions, PlugZap, Type } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { cn } from '../../lib/cn.ts';
import { EngineLabel } from './engine-label.tsx';
import type { TranslationChoice } from './translation-request.ts';

interface Props {
  capabilities: TranslationCapabilities;
  choice: TranslationChoice;
  onChange: (patch: Partial<TranslationChoice>) => void;
}

function Check({
  checked,
  disabled = false,
  onChange,
  icon,
  label,
  hint,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  icon: ReactNode;
  label: string;
  hint: string;
}) {
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
        disabled ? 'cursor-not-allowed opacity-60 ring-line' : 'cursor-pointer hover:bg-surface-raised',
        checked && !disabled ? 'bg-accent/10 ring-accent/40' : 'ring-line',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-[#ff6b6b] focus-visible:outline-none"
      />
      <span className="grid gap-0.5">
        <span className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-accent">
          {icon}
          {label}
        </span>
        <span className="text-xs text-ink-muted">{hint}</span>
      </span>
    </label>
  );
}

export function ProviderNeeded({ help }: { help: string | null }) {
  const { t } = useTranslation('translation');
  return (
    <div role="note" className="grid gap-2 rounded-xl bg-warning/10 p-4 text-sm ring-1 ring-warning/30">
      <p className="flex items-center gap-2 font-semibold text-warning">
        <PlugZap className="size-4 shrink-0" aria-hidden />
        {t('what.providerNeededTitle')}
      </p>
      <p>{t('what.providerNeeded')}</p>
      {help ? <p className="font-mono text-xs whitespace-pre-line text-ink-muted">{help}</p> : null}
    </div>
  );
}

export function WhatToTranslate({ capabilities, choice, onChange }: Props) {
  const { t } = useTranslation('translation');
  const engineId = useId();
  const sourceName = useId();
  const hasEngine = capabilities.engines.length > 0;
  const engine = capabilities.engines.find((item) => item.id === choice.engine) ?? null;
  const sources: Array<{ value: CaptionSource; label: string; hint: string; available: boolean }> = [
    {
      value: 'engine',
      label: t('what.captionSourceEngine'),
      hint: t('what.captionSourceEngineHint'),
      available: hasEngine,
    },
    {
      value: 'youtube',
      label: t('what.captionSourceYoutube'),
      hint: t('what.captionSourceYoutubeHint'),
      available: capabilities.youtubeCaptionTranslation,
    },
  ];
  const firstSource = sources.find((source) => source.available)?.value ?? null;

  return (
    <div className="grid gap-3">
      {!hasEngine ? <ProviderNeeded help={capabilities.providerHelp} /> : null}
      <Check
        checked={choice.metadata && hasEngine}
        disabled={!hasEngine}
        onChange={(metadata) => onChange({ metadata })}
        icon={<Type aria-hidden />}
        label={t('what.metadata')}
        hint={hasEngine ? t('what.metadataHint') : t('what.metadataNeedsProvider')}
      />
      <Check
        checked={choice.captions !== null}
        disabled={firstSource === null}
        onChange={(on) => onChange({ captions: on ? firstSource : null })}
        icon={<Captions aria-hidden />}
        label={t('what.captions')}
        hint={t('what.captionsHint')}
      />
      {choice.captions !== null ? (
        <fieldset className="grid gap-2 ps-7">
          <legend className="mb-1 text-xs font-medium text-ink-muted">{t('what.captionSource')}</legend>
          {sources.map((source) => (
            <label
              key={source.value}
              className={cn(
                'flex items-start gap-2.5 text-sm',
                source.available ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={sourceName}
                value={source.value}
                checked={choice.captions === source.value}
                disabled={!source.available}
                onChange={() => onChange({ captions: source.value })}
                className="mt-0.5 size-4 shrink-0 accent-[#ff6b6b]"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{source.label}</span>
                <span className="text-xs text-ink-muted">{source.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {hasEngine && (choice.metadata || choice.captions === 'engine') ? (
        <div className="grid gap-1.5">
          <label htmlFor={engineId} className="text-xs font-medium text-ink-muted">
            {t('what.engine')}
          </label>
          {capabilities.engines.length > 1 ? (
            <NativeSelect
              id={engineId}
              value={choice.engine ?? ''}
              onChange={(event) => onChange({ engine: event.target.value as TranslationEngineId })}
            >
              {capabilities.engines.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.pseudo ? `${item.label} — ${t('engine.pseudo')}` : item.label}
                </option>
              ))}
            </NativeSelect>
          ) : null}
          {engine ? (
            <p id={capabilities.engines.length > 1 ? undefined : engineId} className="text-sm">
              <EngineLabel engine={engine} />
            </p>
          ) : null}
          {engine?.pseudo ? <p className="text-xs text-warning">{t('engine.pseudoExplained')}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
