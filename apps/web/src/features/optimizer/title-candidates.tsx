// The title choice: keep the current title or take one of the candidates (each with its rationale), every
// option showing where the mobile feed cuts it (the rest dimmed) and whether desktop search shows it whole.
// Choosing one puts it in the user's title field, where it can still be edited.
import type { SuggestionNote } from '@vidcraft/contracts';
import { useId, type ReactNode } from 'react';
import { LIMITS, previewTitle, titleLength } from '@vidcraft/seo';
import { Monitor, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { FieldColumn } from './field-section.tsx';
import { NoteText } from './note-text.tsx';

/** The part the mobile home feed shows and the part it cuts. */
export function mobileCut(title: string): { shown: string; cut: string } {
  const { visible, truncated } = previewTitle(title, 'mobileHome');
  return truncated && title.startsWith(visible)
    ? { shown: visible, cut: title.slice(visible.length) }
    : { shown: title, cut: '' };
}

export function CutFacts({ title, showLength = true }: { title: string; showLength?: boolean }) {
  const { t } = useTranslation('app');
  const mobile = previewTitle(title, 'mobileHome');
  const desktop = previewTitle(title, 'desktopSearch');
  const fact = (Icon: typeof Smartphone, truncated: boolean, shown: number, key: 'mobile' | 'desktop') => (
    <span className={cn('inline-flex items-center gap-1', truncated ? 'text-warning' : 'text-success')}>
      <Icon className="size-3.5" aria-hidden />
      {truncated ? t(`optimizer.title.cut.${key}`, { position: shown }) : t(`optimizer.title.fits.${key}`)}
    </span>
  );
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {fact(Smartphone, mobile.truncated, [...mobile.visible].length, 'mobile')}
      {fact(Monitor, desktop.truncated, [...desktop.visible].length, 'desktop')}
      {showLength ? (
        <span className="text-ink-muted tabular-nums" dir="ltr">
          {titleLength(title)}/{LIMITS.titleMaxCodepoints}
        </span>
      ) : null}
    </span>
  );
}

function CutText({ title }: { title: string }) {
  const { shown, cut } = mobileCut(title);
  return (
    <span className="block text-sm font-medium wrap-anywhere">
      <span dir="auto">
        {shown}
        {cut ? <span className="text-ink-muted/50">{cut}</span> : null}
      </span>
    </span>
  );
}

interface OptionProps {
  value: string;
  checked: boolean;
  onSelect: () => void;
  /** The option's name (the title, shown with its mobile cut); `children` describe it. */
  label: ReactNode;
  children: ReactNode;
}

function Option({ value, checked, onSelect, label, children }: OptionProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
        checked ? 'bg-accent/10 ring-accent/50' : 'bg-page/40 ring-line hover:bg-surface-raised',
      )}
    >
      <input
        type="radio"
        name="title-choice"
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 shrink-0 accent-[var(--color-accent)]"
      />
      <span className="grid min-w-0 gap-1.5">
        <span id={`${id}-label`}>{label}</span>
        <span id={`${id}-description`} className="grid gap-1.5">
          {children}
        </span>
      </span>
    </label>
  );
}

interface Props {
  current: string;
  candidates: readonly { text: string; rationale: SuggestionNote }[];
  value: string;
  onChange: (title: string) => void;
}

/** Two of the field's columns: the current title, then the candidates. */
export function TitleCandidates({ current, candidates, value, onChange }: Props) {
  const { t } = useTranslation('app');
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-5 md:col-span-2 md:grid-cols-2">
      <legend className="sr-only">{t('optimizer.title.choose')}</legend>
      <FieldColumn label={t('optimizer.columns.current')}>
        <Option
          value="current"
          label={
            <span className="grid gap-1">
              <span className="text-xs font-semibold text-ink-muted">{t('optimizer.title.keepCurrent')}</span>
              <CutText title={current} />
            </span>
          }
          checked={value === current}
          onSelect={() => onChange(current)}
        >
          <CutFacts title={current} />
        </Option>
      </FieldColumn>
      <FieldColumn label={t('optimizer.columns.suggested')}>
        {candidates.length > 0 ? (
          <div className="grid gap-2">
            {candidates.map((candidate, index) => (
              <Option
                key={candidate.text}
                value={`candidate-${index}`}
                label={<CutText title={candidate.text} />}
                checked={value === candidate.text && value !== current}
                onSelect={() => onChange(candidate.text)}
              >
                <NoteText note={candidate.rationale} className="text-xs text-ink-muted" />
                <CutFacts title={candidate.text} />
              </Option>
            ))}
          </div>
        ) : (
          <p className="rounded-xl bg-page/40 p-3 text-sm text-ink-muted ring-1 ring-line">
            {t('optimizer.title.noCandidates')}
          </p>
        )}
      </FieldColumn>
    </fieldset>
  );
}
