// Where the video goes in: dropped onto the zone, or picked with the file chooser (on phones `accept="video/*"`
// opens the gallery and the camera roll). Turned off when the server cannot take a file.
import { useId, useRef, useState, type DragEvent } from 'react';
import { FileVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

interface Props {
  disabled: boolean;
  maxSizeText: string;
  onFile: (file: File) => void;
}

export function DropZone({ disabled, maxSizeText, onFile }: Props) {
  const { t } = useTranslation('uploads');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      aria-disabled={disabled || undefined}
      className={cn(
        'grid justify-items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-colors sm:p-10',
        over ? 'border-accent bg-accent/10' : 'border-line bg-surface',
        disabled && 'opacity-60',
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-gradient text-accent-ink">
        <FileVideo className="size-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold max-sm:hidden">{t('drop.title')}</p>
      <p className="text-sm text-ink-muted max-sm:hidden">{t('drop.or')}</p>
      <input
        ref={input}
        type="file"
        accept="video/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('drop.label')}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <Button size="lg" disabled={disabled} aria-describedby={hintId} onClick={() => input.current?.click()}>
        {t('drop.choose')}
      </Button>
      <p id={hintId} className="text-xs text-ink-muted">
        {disabled ? t('drop.off') : t('drop.hint', { size: maxSizeText })}
      </p>
    </div>
  );
}
