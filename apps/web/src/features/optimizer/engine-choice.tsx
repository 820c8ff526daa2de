// Which engine writes the suggestions: Basic (Vidcraft's rules, offline, free) or the server's AI model when it
// has one. Before the app knows, "Automatic" lets the server choose (its model if configured, else Basic).
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { EngineAvailability } from './engine-availability.ts';

export type EngineSelection = 'auto' | 'builtin' | 'llm';

export function engineOptions(availability: EngineAvailability): EngineSelection[] {
  if (!availability.known) return ['auto', 'builtin', 'llm'];
  return availability.available ? ['llm', 'builtin'] : ['builtin'];
}

export function defaultEngine(availability: EngineAvailability): EngineSelection {
  return engineOptions(availability)[0] ?? 'builtin';
}

interface Props {
  value: EngineSelection;
  availability: EngineAvailability;
  onChange: (value: EngineSelection) => void;
  disabled?: boolean;
}

export function EngineChoice({ value, availability, onChange, disabled }: Props) {
  const { t } = useTranslation('app');
  const options = engineOptions(availability);
  const label = (option: EngineSelection) =>
    option === 'llm' && availability.known && availability.available
      ? t('optimizer.engine.llmNamed', { label: availability.label })
      : t(`optimizer.engine.${option}.label`);
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">{t('optimizer.engine.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              value === option
                ? 'bg-accent/10 ring-accent/50'
                : 'bg-page/40 ring-line hover:bg-surface-raised',
            )}
          >
            <input
              type="radio"
              name="engine"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-labelledby={`engine-${option}`}
              aria-describedby={`engine-${option}-hint`}
              className="mt-1 size-4 accent-[var(--color-accent)]"
            />
            <span className="grid gap-0.5">
              <span id={`engine-${option}`} className="text-sm font-semibold">
                {label(option)}
              </span>
              <span id={`engine-${option}-hint`} className="text-xs text-ink-muted">
                {t(`optimizer.engine.${option}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {availability.known && !availability.available ? (
        <p className="text-xs text-ink-muted">{t('optimizer.engine.onlyBasic')}</p>
      ) : null}
    </fieldset>
  );
}
